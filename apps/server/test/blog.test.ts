import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogCard, BlogDetail, BlogListAnswer } from '@estate/shared';
import { excerptOf, plainText, sanitizeBlogHtml } from '../src/features/blog/blog-sanitizer.js';
import { blogPosts } from '../src/features/blog/blog.table.js';
import { uploads } from '../src/features/uploads/upload.table.js';
import { DEMO_BLOG_POSTS, seedDemoBlog } from '../src/seed/demo-blog.js';
import { DEMO_USERS } from '../src/seed/demo-users.js';
import { createUser } from '../src/seed/factories/user.factory.js';
import * as files from './fixtures/upload-files.js';
import { createTestApp, signedInUser, type TestApp } from './helpers/test-app.js';
import { caller } from './helpers/kit.js';

describe('blog HTML sanitizer (allow-list)', () => {
  it('removes script and style elements with their text', () => {
    expect(sanitizeBlogHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>');
    expect(sanitizeBlogHtml('<svg><script>alert(1)</script></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('removes event handlers, styles and classes, keeping the element', () => {
    expect(sanitizeBlogHtml('<p onclick="steal()" style="color:red" class="x">Click</p>')).toBe('<p>Click</p>');
    expect(sanitizeBlogHtml('<img src="x" onerror="alert(1)"><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeBlogHtml('<strong onmouseover="x()">b</strong>')).toBe('<strong>b</strong>');
  });

  it('drops javascript:, data: and protocol-relative links but keeps their words', () => {
    expect(sanitizeBlogHtml('<p><a href="javascript:alert(1)">bad</a></p>')).toBe('<p>bad</p>');
    expect(sanitizeBlogHtml('<p><a href="JaVa\tScRiPt:alert(1)">bad</a></p>')).toBe('<p>bad</p>');
    expect(sanitizeBlogHtml('<p><a href="data:text/html;base64,PHNjcmlwdD4=">d</a></p>')).toBe('<p>d</p>');
    expect(sanitizeBlogHtml('<p><a href="//evil.example/">p</a></p>')).toBe('<p>p</p>');
    expect(sanitizeBlogHtml('<p><a href="vbscript:x">v</a></p>')).toBe('<p>v</p>');
  });

  it('keeps web, mail and site links with a forced rel', () => {
    const out = sanitizeBlogHtml(
      '<p><a href="https://example.com/a?b=1" target="_blank" rel="opener">web</a> <a href="mailto:a@b.example">mail</a> <a href="/properties">site</a></p>',
    );
    expect(out).toContain('href="https://example.com/a?b=1"');
    expect(out).toContain('href="mailto:a@b.example"');
    expect(out).toContain('href="/properties"');
    expect(out.match(/rel="noopener nofollow ugc"/g)).toHaveLength(3);
    expect(out).not.toContain('target');
    expect(out).not.toContain('opener"');
  });

  it('removes iframes, objects, forms and images', () => {
    expect(sanitizeBlogHtml('<iframe src="https://evil.example"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeBlogHtml('<object data="x.swf"></object><embed src="x"><p>y</p>')).toBe('<p>y</p>');
    expect(sanitizeBlogHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeBlogHtml('<p>a<img src="/media/x.webp">b</p>')).toBe('<p>ab</p>');
  });

  it('keeps formatting: headings, emphasis, lists, quotes, code and rules', () => {
    const html =
      '<h2>Guide</h2><h3>Step</h3><h4>Detail</h4><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br />x</p><ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><pre><code>a &lt; b</code></pre><hr />';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('maps editor output onto the allowed set', () => {
    expect(sanitizeBlogHtml('<h1>Top</h1><div>line</div><b>b</b><i>i</i><h6>small</h6>')).toBe(
      '<h2>Top</h2><p>line</p><strong>b</strong><em>i</em><h4>small</h4>',
    );
    expect(sanitizeBlogHtml('<p></p><p><br></p><p>kept</p><p> </p>')).toBe('<p>kept</p>');
    expect(sanitizeBlogHtml('<p>مرحبا <span style="x">بكم</span></p>')).toBe('<p>مرحبا بكم</p>');
  });

  it('derives plain text and a cut excerpt', () => {
    expect(plainText('<h2>Title</h2><p>One &amp; two&nbsp;three</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title. One & two three a b',
    );
    // A heading ends like a sentence in an excerpt, unless it has its own punctuation (issue 17).
    expect(plainText('<h2>Why buy now?</h2><p>Prices</p><h3>ما الجديد</h3><p>نص</p>')).toBe(
      'Why buy now? Prices ما الجديد. نص',
    );
    const long = 'word '.repeat(100);
    const cut = excerptOf(long, 52);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(53);
    expect(excerptOf('short text', 50)).toBe('short text');
  });
});

describe('blog API', () => {
  let t: TestApp;
  let author: Awaited<ReturnType<typeof signedInUser>>;
  let other: Awaited<ReturnType<typeof signedInUser>>;
  let third: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_PER_IP: '1000' });
    author = await signedInUser(t, { fullName: 'Amina Writer', isVerified: true });
    other = await signedInUser(t, { fullName: 'Omar Reader' });
    third = await signedInUser(t, { fullName: 'Sana Third' });
  });
  afterAll(() => t.close());

  const call = caller(() => t);

  const validPost = (overrides: Record<string, unknown> = {}) => ({
    title: 'Buying a flat in DHA: a checklist',
    content: '<h2>Before you visit</h2><p>Check the <strong>title deed</strong> and dues.</p><ul><li>NOC</li></ul>',
    categories: ['buying'],
    tags: ['DHA', ' Lahore ', 'dha'],
    faqs: [{ question: 'How long does transfer take?', answer: 'Usually two to four weeks.' }],
    ...overrides,
  });

  const create = async (cookie: string, overrides: Record<string, unknown> = {}) => {
    const response = await call('POST', '/api/blogs/', cookie, validPost(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().post as BlogDetail;
  };

  const uploadImage = async (cookie: string) => {
    const { body, contentType } = files.multipart(await files.png(1200, 630), 'cover.png', 'file', 'image/png');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/blog_image/',
      headers: { 'content-type': contentType, cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; image: { full: { url: string } } };
  };

  it('creates a post: sanitized content, excerpt, normalized tags, slug with id, FAQs and defaults for meta', async () => {
    const post = await create(author.cookie, {
      content:
        '<h2>Before you visit</h2><p onclick="x()">Check the <b>title deed</b>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">click</a></p>',
      catalog_link: 'https://example.com/catalog.pdf',
    });
    expect(post.content_html).toBe(
      '<h2>Before you visit</h2><p>Check the <strong>title deed</strong>.</p><p>click</p>',
    );
    expect(post.excerpt).toBe('Before you visit. Check the title deed. click');
    expect(post.tags).toEqual(['dha', 'lahore']);
    expect(post.categories).toEqual(['buying']);
    expect(post.slug).toBe(`buying-a-flat-in-dha-a-checklist-${post.id}`);
    expect(post.faqs).toEqual([{ question: 'How long does transfer take?', answer: 'Usually two to four weeks.' }]);
    expect(post.catalog_link).toBe('https://example.com/catalog.pdf');
    expect(post.meta_title).toBeNull();
    expect(post.seo).toEqual({ title: post.title, description: post.excerpt });
    expect(post.is_mine).toBe(true);
    expect(post.is_featured).toBe(false);
    expect(post.author).toMatchObject({ id: author.user.id, full_name: 'Amina Writer', is_verified_user: true });
    expect(post.author.slug).toBe(author.user.slug);
  });

  it('an Arabic title gives a readable Arabic slug', async () => {
    const post = await create(author.cookie, { title: 'دليل شراء شقة في دبي', categories: ['buying', 'investment'] });
    expect(post.slug).toBe(`دليل-شراء-شقة-في-دبي-${post.id}`);
    const found = await call('GET', `/api/blogs/${encodeURIComponent(post.slug)}/`);
    expect(found.statusCode).toBe(200);
    expect(found.json().id).toBe(post.id);
  });

  it('requires title and content (per-field messages); meta lengths outside the advice are not errors', async () => {
    const empty = await call('POST', '/api/blogs/', author.cookie, {
      title: '  ',
      content: '',
      categories: ['buying'],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      title: 'blog.errors.title_required',
      content: 'blog.errors.content_required',
    });
    expect(empty.json().message).toBe('Please enter a title.');

    const missing = await call('POST', '/api/blogs/', author.cookie, { categories: ['buying'] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      title: 'blog.errors.title_required',
      content: 'blog.errors.content_required',
    });

    // Markup with no words (or only what the sanitizer removes) is no content.
    for (const content of ['<p><br></p>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
      const answer = await call('POST', '/api/blogs/', author.cookie, validPost({ content }));
      expect(answer.statusCode, content).toBe(400);
      expect(answer.json().fields).toEqual({ content: 'blog.errors.content_required' });
    }

    const short = await create(author.cookie, { meta_title: 'Short', meta_description: 'Also short' });
    expect(short.meta_title).toBe('Short');
    expect(short.seo).toEqual({ title: 'Short', description: 'Also short' });
    const long = await create(author.cookie, { meta_title: 'T'.repeat(90), meta_description: 'D'.repeat(300) });
    expect(long.meta_title).toHaveLength(90);
    expect(long.meta_description).toHaveLength(300);
  });

  it('checks categories, tags, FAQs and the catalog link', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ categories: [] }, { categories: 'blog.errors.category_required' }],
      [
        { categories: ['buying', 'selling', 'renting', 'investment'] },
        { categories: 'blog.errors.too_many_categories' },
      ],
      [{ categories: ['astrology'] }, { categories: 'blog.errors.category_invalid' }],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, { tags: 'blog.errors.too_many_tags' }],
      [{ tags: ['x'.repeat(31)] }, { tags: 'blog.errors.tag_too_long' }],
      [{ faqs: [{ question: 'Q?', answer: ' ' }] }, { faqs: 'blog.errors.faq_answer_required' }],
      [{ catalog_link: 'javascript:alert(1)' }, { catalog_link: 'blog.errors.catalog_link_invalid' }],
      [{ catalog_link: 'not a link' }, { catalog_link: 'blog.errors.catalog_link_invalid' }],
      [{ meta_title: 'x'.repeat(201) }, { meta_title: 'blog.errors.meta_title_too_long' }],
    ];
    for (const [overrides, fields] of cases) {
      const answer = await call('POST', '/api/blogs/', author.cookie, validPost(overrides));
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().fields, JSON.stringify(overrides)).toMatchObject(fields);
    }
    // Repeated tags count once: eleven entries that are five tags pass.
    const tags = ['a', 'A', 'b', 'B ', 'c', 'c', 'd', 'e', '#e', 'E', ''];
    expect((await create(author.cookie, { tags })).tags).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('writing needs login; only the author edits or deletes (403 for others, 401 for guests, 404 unknown)', async () => {
    expect((await call('POST', '/api/blogs/', undefined, validPost())).statusCode).toBe(401);
    const post = await create(author.cookie, { title: 'Owner only rules' });

    expect((await call('PATCH', `/api/blogs/${post.id}/`, undefined, { title: 'Hacked' })).statusCode).toBe(401);
    const forbidden = await call('PATCH', `/api/blogs/${post.id}/`, other.cookie, { title: 'Hacked' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Only the author can change or delete this post.');
    expect((await call('DELETE', `/api/blogs/${post.id}/`, undefined)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/blogs/${post.id}/`, other.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', '/api/blogs/999999/', author.cookie, { title: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/blogs/999999/', author.cookie)).statusCode).toBe(404);

    const still = (await call('GET', `/api/blogs/${post.id}/`, other.cookie)).json() as BlogDetail;
    expect(still.title).toBe('Owner only rules');
    expect(still.is_mine).toBe(false);

    const edited = await call('PATCH', `/api/blogs/${post.id}/`, author.cookie, {
      content: '<p>New <em>words</em></p>',
      tags: ['Renting'],
      meta_description: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().post).toMatchObject({
      title: 'Owner only rules',
      content_html: '<p>New <em>words</em></p>',
      excerpt: 'New words',
      tags: ['renting'],
      meta_description: null,
    });

    const removed = await call('DELETE', `/api/blogs/${post.id}/`, author.cookie);
    expect(removed.statusCode).toBe(200);
    const gone = await call('GET', `/api/blogs/${post.id}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('Blog not found.');
  });

  it('answers "Blog not found." with 404 for unknown ids and slugs', async () => {
    for (const path of ['999999', 'no-such-post-999998', 'not-a-slug']) {
      const answer = await call('GET', `/api/blogs/${path}/`);
      expect(answer.statusCode, path).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found', message: 'Blog not found.' });
    }
    expect((await call('GET', '/api/blogs/999999/comments/')).statusCode).toBe(404);
  });

  it('a changed title gives a new slug; the old slug still finds the post (the page redirects to the answer`s slug)', async () => {
    const post = await create(author.cookie, { title: 'First title' });
    const edited = (await call('PATCH', `/api/blogs/${post.id}/`, author.cookie, { title: 'Better title' })).json()
      .post as BlogDetail;
    expect(edited.slug).toBe(`better-title-${post.id}`);
    const byOld = await call('GET', `/api/blogs/${post.slug}/`);
    expect(byOld.statusCode).toBe(200);
    expect(byOld.json().slug).toBe(`better-title-${post.id}`);
  });

  it('filters by category, tag, keyword and author; pages; marks own posts', async () => {
    const writer = await signedInUser(t, { fullName: 'Pager Person' });
    const tag = 'pagetag';
    for (let i = 1; i <= 14; i++) {
      await create(writer.cookie, {
        title: `Paged post ${i}`,
        categories: i % 2 ? ['construction'] : ['construction', 'lifestyle'],
        tags: i <= 3 ? [tag, 'unique-three'] : [tag],
      });
    }
    const page1 = (await call('GET', `/api/blogs/?tag=${tag}`)).json() as BlogListAnswer;
    expect(page1.count).toBe(14);
    expect(page1.pages).toBe(2);
    expect(page1.results).toHaveLength(12);
    expect(page1.results[0]!.title).toBe('Paged post 14');
    const page2 = (await call('GET', `/api/blogs/?tag=${tag}&page=2`)).json() as BlogListAnswer;
    expect(page2.results.map((p) => p.title)).toEqual(['Paged post 2', 'Paged post 1']);

    const tagged = (await call('GET', '/api/blogs/?tag=Unique-Three')).json() as BlogListAnswer;
    expect(tagged.results.map((p) => p.title).sort()).toEqual(['Paged post 1', 'Paged post 2', 'Paged post 3']);

    const lifestyle = (await call('GET', `/api/blogs/?category=lifestyle&tag=${tag}`)).json() as BlogListAnswer;
    expect(lifestyle.count).toBe(7);
    expect(lifestyle.results.every((p) => p.categories.includes('lifestyle'))).toBe(true);

    const byKeyword = (await call('GET', '/api/blogs/?q=paged%20post%201')).json() as BlogListAnswer;
    expect(byKeyword.results.map((p) => p.title).sort()).toEqual([
      'Paged post 1',
      'Paged post 10',
      'Paged post 11',
      'Paged post 12',
      'Paged post 13',
      'Paged post 14',
    ]);
    // A % in the keyword is taken literally.
    expect(((await call('GET', '/api/blogs/?q=%25')).json() as BlogListAnswer).count).toBe(0);

    const byAuthor = (
      await call('GET', `/api/blogs/?author=${writer.user.id}`, writer.cookie)
    ).json() as BlogListAnswer;
    expect(byAuthor.count).toBe(14);
    expect(byAuthor.results.every((p: BlogCard) => p.is_mine)).toBe(true);
    const asOther = (await call('GET', `/api/blogs/?author=${writer.user.id}`, other.cookie)).json() as BlogListAnswer;
    expect(asOther.results.some((p) => p.is_mine)).toBe(false);

    // Nonsense filters are dropped, never an error.
    const forgiving = await call('GET', '/api/blogs/?category=nope&page=-3&page_size=abc');
    expect(forgiving.statusCode).toBe(200);
    expect(forgiving.json().page).toBe(1);

    const meta = (await call('GET', '/api/blogs/meta/')).json();
    expect(meta.categories).toHaveLength(9);
    expect(meta.categories.find((c: { key: string }) => c.key === 'construction').count).toBeGreaterThanOrEqual(14);
    expect(meta.tags[0]).toEqual({ tag, count: 14 });
  });

  it('the mine list needs login and holds only the user`s posts', async () => {
    expect((await call('GET', '/api/blogs/mine/')).statusCode).toBe(401);
    const fresh = await signedInUser(t, { fullName: 'Nadia New' });
    expect((await call('GET', '/api/blogs/mine/', fresh.cookie)).json()).toMatchObject({ count: 0, results: [] });
    const post = await create(fresh.cookie, { title: 'Mine alone' });
    const mine = (await call('GET', '/api/blogs/mine/', fresh.cookie)).json() as BlogListAnswer;
    expect(mine.results.map((p) => p.id)).toEqual([post.id]);
    expect(mine.results[0]!.is_mine).toBe(true);
  });

  it('featured image: claimed by the post, replaced and released; another user`s upload is refused', async () => {
    const first = await uploadImage(author.cookie);
    const post = await create(author.cookie, { title: 'With a picture', featured_image: first.id });
    expect(post.featured_image?.full.url).toBe(first.image.full.url);
    const [claimed] = await t.database.db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(claimed!.ownerRef).toBe(`blog:${post.id}`);

    const second = await uploadImage(author.cookie);
    const replaced = (
      await call('PATCH', `/api/blogs/${post.id}/`, author.cookie, { featured_image: second.id })
    ).json().post as BlogDetail;
    expect(replaced.featured_image?.full.url).toBe(second.image.full.url);
    const [released] = await t.database.db.select().from(uploads).where(eq(uploads.id, first.id));
    expect(released!.ownerRef).toBeNull();

    const othersUpload = await uploadImage(other.cookie);
    const refused = await call('POST', '/api/blogs/', author.cookie, validPost({ featured_image: othersUpload.id }));
    expect(refused.statusCode).toBe(400);

    const cleared = (await call('PATCH', `/api/blogs/${post.id}/`, author.cookie, { featured_image: null })).json()
      .post as BlogDetail;
    expect(cleared.featured_image).toBeNull();
    const [let_go] = await t.database.db.select().from(uploads).where(eq(uploads.id, second.id));
    expect(let_go!.ownerRef).toBeNull();
  });

  it('authors cannot feature their posts; administrators can', async () => {
    const post = await create(author.cookie, { title: 'Feature me', is_featured: true });
    expect(post.is_featured).toBe(false);
    expect(
      (await call('PUT', `/api/blogs/${post.id}/featured/`, author.cookie, { is_featured: true })).statusCode,
    ).toBe(403);
    const admin = await signedInUser(t, { fullName: 'Site Admin', isAdmin: true });
    const featured = await call('PUT', `/api/blogs/${post.id}/featured/`, admin.cookie, { is_featured: true });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().post.is_featured).toBe(true);
    const list = (await call('GET', '/api/blogs/?featured=1')).json() as BlogListAnswer;
    expect(list.results.map((p) => p.id)).toContain(post.id);
    expect(list.results.every((p) => p.is_featured)).toBe(true);
  });

  it('comments: anyone reads, login to write (plain text, limited), the comment`s or the post`s author deletes', async () => {
    const post = await create(author.cookie, { title: 'Talk about it' });
    expect((await call('POST', `/api/blogs/${post.id}/comments/`, undefined, { body: 'Hi' })).statusCode).toBe(401);
    const empty = await call('POST', `/api/blogs/${post.id}/comments/`, other.cookie, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ body: 'blog.errors.comment_required' });
    const tooLong = await call('POST', `/api/blogs/${post.id}/comments/`, other.cookie, { body: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toEqual({ body: 'blog.errors.comment_too_long' });

    const written = await call('POST', `/api/blogs/${post.id}/comments/`, other.cookie, {
      body: '  Great <b>guide</b>  ',
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ body: 'Great <b>guide</b>', is_mine: true, can_delete: true });
    const second = (await call('POST', `/api/blogs/${post.id}/comments/`, third.cookie, { body: 'Thanks' })).json();

    const asGuest = (await call('GET', `/api/blogs/${post.id}/comments/`)).json();
    expect(asGuest.count).toBe(2);
    expect(asGuest.results.map((c: { body: string }) => c.body)).toEqual(['Great <b>guide</b>', 'Thanks']);
    expect(asGuest.results.every((c: { can_delete: boolean }) => !c.can_delete)).toBe(true);
    const asAuthor = (await call('GET', `/api/blogs/${post.id}/comments/`, author.cookie)).json();
    expect(asAuthor.results.every((c: { can_delete: boolean }) => c.can_delete)).toBe(true);
    expect(((await call('GET', `/api/blogs/${post.id}/`)).json() as BlogDetail).comments_count).toBe(2);

    // Third may not delete Other's comment; Other may; the post's author may delete Third's.
    expect((await call('DELETE', `/api/blogs/comments/${written.json().id}/`, undefined)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/blogs/comments/${written.json().id}/`, third.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/blogs/comments/${written.json().id}/`, other.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/blogs/comments/${second.id}/`, author.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/blogs/comments/${second.id}/`, author.cookie)).statusCode).toBe(404);
    expect(((await call('GET', `/api/blogs/${post.id}/`)).json() as BlogDetail).comments_count).toBe(0);
  });

  it('counts a view once per visitor, never the author`s own', async () => {
    const post = await create(author.cookie, { title: 'Count my views' });
    await call('GET', `/api/blogs/${post.id}/`, author.cookie);
    await call('GET', `/api/blogs/${post.id}/`, other.cookie);
    await call('GET', `/api/blogs/${post.id}/`, other.cookie);
    await call('GET', `/api/blogs/${post.id}/`, third.cookie);
    const [row] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id));
    expect(row!.views).toBe(2);
  });

  it('lists blog posts in the sitemap', async () => {
    const post = await create(author.cookie, { title: 'Sitemap me' });
    const xml = (await call('GET', '/sitemap.xml')).body;
    expect(xml).toContain(`/blogpages/${post.slug}</loc>`);
  });

  it('the demo seed: 24 posts over every category, English and Arabic, featured ones, FAQs and comments', async () => {
    const demo = await createTestApp();
    try {
      const users = [];
      for (const user of DEMO_USERS) users.push(await createUser(demo.database.db, { ...user, slug: undefined }));
      const counts = await seedDemoBlog({ db: demo.database.db, media: demo.app.services.uploads.media, users });
      expect(counts.blog_posts).toBe(24);
      const list = (await demo.app.inject({ url: '/api/blogs/?page_size=48' })).json() as BlogListAnswer;
      expect(list.count).toBe(24);
      const meta = (await demo.app.inject({ url: '/api/blogs/meta/' })).json() as { categories: { count: number }[] };
      expect(meta.categories.every((c) => c.count > 0)).toBe(true);
      expect(list.results.filter((p) => p.is_featured).length).toBeGreaterThanOrEqual(3);
      expect(list.results.filter((p) => /[\u0600-\u06ff]/.test(p.title)).length).toBeGreaterThanOrEqual(6);
      // Real articles, not a "1 min read" on every post (issue 17); Arabic is read per its own speed.
      expect(list.results.every((p) => p.reading_minutes >= 2)).toBe(true);
      expect(new Set(list.results.map((p) => p.reading_minutes)).size).toBeGreaterThan(1);
      // The list filters by the language a post is written in (issue 17).
      const inArabic = (await demo.app.inject({ url: '/api/blogs/?page_size=48&lang=ar' })).json() as BlogListAnswer;
      const inEnglish = (await demo.app.inject({ url: '/api/blogs/?page_size=48&lang=en' })).json() as BlogListAnswer;
      expect(inArabic.results.length).toBeGreaterThanOrEqual(6);
      expect(inArabic.results.every((p) => /[\u0600-\u06ff]/.test(p.title))).toBe(true);
      expect(inEnglish.results.some((p) => /[\u0600-\u06ff]/.test(p.title))).toBe(false);
      expect(inArabic.count + inEnglish.count).toBe(24);
      expect(new Set(list.results.map((p) => p.author.id)).size).toBeGreaterThanOrEqual(6);
      expect(list.results.every((p) => p.featured_image?.full.width === 1200)).toBe(true);
      expect(DEMO_BLOG_POSTS.filter((p) => p.faqs?.length).length).toBeGreaterThanOrEqual(10);
      let comments = 0;
      for (const card of list.results) {
        const post = (
          await demo.app.inject({ url: `/api/blogs/${encodeURIComponent(card.slug)}/` })
        ).json() as BlogDetail;
        // Stored content is already what the sanitizer keeps.
        expect(sanitizeBlogHtml(post.content_html)).toBe(post.content_html);
        expect(post.content_html).toContain('<h2>');
        const answer = (await demo.app.inject({ url: `/api/blogs/${post.id}/comments/` })).json();
        expect(answer.results).toHaveLength(post.comments_count);
        expect(answer.results.every((c: { author: { id: number } }) => c.author.id !== post.author.id)).toBe(true);
        comments += post.comments_count;
      }
      expect(comments).toBe(counts.blog_comments);
      expect(comments).toBeGreaterThan(30);
    } finally {
      await demo.close();
    }
  });
});
