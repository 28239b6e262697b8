import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { blogSlug, type BlogCategory, type ResponsiveImage } from '@estate/shared';
import { excerptOf, plainText, sanitizeBlogHtml } from '../features/blog/blog-sanitizer.js';
import { blogComments, blogPosts } from '../features/blog/blog.table.js';
import { responsiveImageOf } from '../lib/image-variants.js';
import type { MediaStorage } from '../lib/media-storage.js';
import { nextSerialId } from '../lib/sql-rows.js';
import { DEMO_BLOG_MORE } from './demo-blog-more.js';
import type { SeedContext } from './seed-context.js';

/**
 * Demo blog: 24 posts in English and Arabic by eight demo users (agents, a lettings agent, a
 * lawyer, an architect, a fit-out contractor, a valuer, an investor), across every category,
 * with tags, FAQs on many, featured images drawn locally, four featured posts and comments by
 * other demo users. Deterministic: the same posts, comments and relative dates every time.
 */

type Section = { h: string; p?: string[]; ul?: string[]; ol?: string[]; quote?: string };
interface DemoPost {
  author: string;
  title: string;
  categories: BlogCategory[];
  tags: string[];
  daysAgo: number;
  featured?: boolean;
  intro: string;
  sections: Section[];
  faqs?: [string, string][];
  catalog?: string;
  metaTitle?: string;
  metaDescription?: string;
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** **bold** inside seed text becomes <strong>. */
const inline = (text: string) => esc(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

function toHtml(post: DemoPost): string {
  const parts = [`<p>${inline(post.intro)}</p>`];
  for (const s of [...post.sections, ...(DEMO_BLOG_MORE[post.title] ?? [])]) {
    parts.push(`<h2>${esc(s.h)}</h2>`);
    for (const p of s.p ?? []) parts.push(`<p>${inline(p)}</p>`);
    if (s.ul) parts.push(`<ul>${s.ul.map((li) => `<li>${inline(li)}</li>`).join('')}</ul>`);
    if (s.ol) parts.push(`<ol>${s.ol.map((li) => `<li>${inline(li)}</li>`).join('')}</ol>`);
    if (s.quote) parts.push(`<blockquote>${inline(s.quote)}</blockquote>`);
  }
  return parts.join('');
}

export const DEMO_BLOG_POSTS: DemoPost[] = [
  {
    author: 'ayesha@demo.estate',
    title: 'Buying a house in DHA Lahore: a step-by-step checklist',
    categories: ['buying', 'legal_finance'],
    tags: ['dha', 'lahore', 'checklist', 'first-time buyers'],
    daysAgo: 6,
    featured: true,
    metaTitle: 'Buying a house in DHA Lahore: the complete buyer checklist',
    metaDescription:
      'From verifying the file with the DHA office to paying transfer fees: a practical, step-by-step checklist for buying a house in DHA Lahore without surprises.',
    intro:
      'DHA Lahore remains one of the most sought-after addresses in Pakistan, and for good reason: planned roads, reliable utilities and strong resale value. But a smooth purchase depends on doing the checks in the right order. This is the checklist I walk every client through.',
    sections: [
      {
        h: 'Before you make an offer',
        p: [
          'Decide on the phase and the plot size first. Prices between phases differ far more than between houses in the same street, so compare like with like.',
        ],
        ul: [
          'Ask for the **membership number** and the allotment letter copy.',
          'Check that the seller is the registered member, or holds a valid general power of attorney.',
          'Confirm there are no outstanding development charges or utility dues.',
          'Visit at different times of day to judge traffic and noise.',
        ],
      },
      {
        h: 'Verifying the file',
        p: [
          'Never rely on photocopies alone. Request a verification from the DHA transfer office; it confirms ownership, any mortgage noted against the property and whether the file is clear for transfer.',
        ],
        quote:
          'A fifteen-minute verification at the transfer office has saved my clients more money than any negotiation.',
      },
      {
        h: 'Transfer day',
        ol: [
          'Both parties attend with original CNICs and the biometric verification done.',
          'Pay the transfer fee and the applicable withholding taxes by bank draft.',
          'Sign the transfer documents in front of the officer.',
          'Collect the new allotment letter in your name.',
        ],
        p: ['Keep copies of every receipt: you will need them when you sell.'],
      },
    ],
    faqs: [
      [
        'How long does a DHA transfer take?',
        'With a clear file and both parties present, the transfer itself is completed the same day. Preparing documents and taxes usually takes one to two weeks.',
      ],
      [
        'Can an overseas Pakistani buy through a representative?',
        'Yes. A registered special power of attorney lets a relative or agent complete the transfer on your behalf.',
      ],
    ],
  },
  {
    author: 'ayesha@demo.estate',
    title: 'Bahria Town or DHA: which suits your family better?',
    categories: ['buying', 'lifestyle'],
    tags: ['bahria town', 'dha', 'lahore', 'families'],
    daysAgo: 34,
    intro:
      'It is the question I hear every week. Both communities are gated, well maintained and popular with families, yet they suit different priorities. Here is an honest comparison.',
    sections: [
      {
        h: 'Price and value',
        p: [
          'Bahria Town generally offers more covered area for the same budget, especially in newer precincts. DHA commands a premium but has historically held value better during slow markets.',
        ],
      },
      {
        h: 'Daily life',
        ul: [
          '**Schools:** both have branches of the major school systems; check waiting lists early.',
          '**Commute:** DHA is closer to Gulberg and the Cantt; Bahria suits those working on the southern side.',
          '**Amenities:** Bahria offers theme parks and large mosques; DHA has more established markets and clubs.',
        ],
      },
      {
        h: 'My advice',
        p: [
          'Write down your three non-negotiables, then visit both on a weekday evening and a Sunday morning. The right choice usually becomes obvious.',
        ],
      },
    ],
  },
  {
    author: 'sara@demo.estate',
    title: 'Renting your first flat: 10 things to check before you sign',
    categories: ['renting'],
    tags: ['tenancy', 'first-time renters', 'checklist'],
    daysAgo: 11,
    featured: true,
    intro:
      'Signing your first tenancy is exciting, and it is also when most expensive mistakes happen. After years of letting flats, these are the checks I would want every tenant to make.',
    sections: [
      {
        h: 'At the viewing',
        ol: [
          'Run every tap and flush every toilet: water pressure matters.',
          'Open windows and look for damp in corners and behind wardrobes.',
          'Check the mobile signal in every room.',
          'Ask which appliances stay and who repairs them.',
          'Count the power sockets in the rooms you will work in.',
        ],
      },
      {
        h: 'In the paperwork',
        ol: [
          'The deposit amount, where it is held and when it is returned.',
          'Who pays service charges, maintenance fees and utilities.',
          'The notice period for both sides.',
          'Whether rent can rise during the term, and by how much.',
          'A dated inventory with photos, signed by both of you.',
        ],
        p: ['If something is promised verbally, ask for it in writing before you sign.'],
      },
    ],
    faqs: [
      [
        'How much deposit is normal?',
        'One to two months of rent is common for an unfurnished flat; furnished flats often ask for two.',
      ],
      [
        'Can the landlord enter whenever they like?',
        'No. A good tenancy agreement requires reasonable notice, usually 24 hours, except in emergencies.',
      ],
    ],
  },
  {
    author: 'sara@demo.estate',
    title: 'How landlords can price a rental to let it fast',
    categories: ['renting', 'investment'],
    tags: ['landlords', 'pricing', 'yield'],
    daysAgo: 49,
    intro:
      'An empty month costs more than a slightly lower rent. Yet many landlords start too high and lower the price week by week, which makes the listing look stale. Pricing right from day one is simpler.',
    sections: [
      {
        h: 'Look at what actually let',
        p: [
          'Asking rents on portals are wishes. Ask local agents what similar flats let for in the last three months, and how long they took.',
        ],
      },
      {
        h: 'Adjust honestly',
        ul: [
          'Add for parking, a lift, a backup generator or new appliances.',
          'Subtract for a top floor without a lift, poor light or an old kitchen.',
          'Furnished flats earn more but wear faster: budget for replacements.',
        ],
      },
      {
        h: 'Present it well',
        p: [
          'Bright photos, a floor plan and a clear list of what is included bring more enquiries than a lower price with poor pictures.',
        ],
      },
    ],
  },
  {
    author: 'imran@demo.estate',
    title: 'Property transfer in Pakistan: documents, taxes and timelines',
    categories: ['legal_finance', 'buying'],
    tags: ['transfer', 'taxes', 'pakistan', 'documents'],
    daysAgo: 17,
    intro:
      'Whether the property is in a housing society or on revenue land, a transfer follows the same logic: prove ownership, pay the taxes and register the new owner. The details differ, and that is where buyers lose time.',
    sections: [
      {
        h: 'Documents you will need',
        ul: [
          'Original CNICs of buyer and seller.',
          'The title document: allotment letter, registry or fard.',
          'A no-objection certificate from the society or authority.',
          'Proof of tax payments and the latest utility bills.',
        ],
      },
      {
        h: 'Taxes and fees',
        p: [
          'Expect withholding tax from both parties, stamp duty and registration or transfer fees. Rates depend on the province, the valuation table and whether the parties are on the active taxpayer list, so ask for a written calculation before signing.',
        ],
      },
      {
        h: 'A realistic timeline',
        p: [
          'In a well-run society, one to two weeks. For revenue land with mutation in the land records, allow four to eight weeks.',
        ],
        quote: 'Pay every tax by bank instrument in the name of the authority, never in cash to an intermediary.',
      },
    ],
    faqs: [
      [
        'Is being on the active taxpayer list worth it?',
        'Usually yes: filers pay noticeably lower withholding tax on property transactions.',
      ],
      [
        'What is a fard?',
        'An extract from the revenue record showing who owns a piece of land and its share, used for land outside housing societies.',
      ],
      [
        'Can a transfer be reversed?',
        'Only by a court order, for example in cases of fraud. That is why verification before payment is essential.',
      ],
    ],
  },
  {
    author: 'imran@demo.estate',
    title: 'Tenancy agreements: clauses that protect both sides',
    categories: ['legal_finance', 'renting'],
    tags: ['tenancy', 'contracts', 'landlords'],
    daysAgo: 63,
    intro:
      'Most rental disputes I see in practice come down to a missing clause. A clear agreement is not about mistrust: it is about both sides knowing the rules before anything goes wrong.',
    sections: [
      {
        h: 'Clauses every agreement should have',
        ul: [
          'Rent, due date and the accepted payment method.',
          'The deposit and the conditions for deductions.',
          'Repairs: what the tenant fixes and what the landlord fixes.',
          'Notice periods and early termination.',
          'Subletting rules.',
        ],
      },
      {
        h: 'Register it',
        p: [
          'Registering the agreement and informing the local police station, where required, protects both parties and is often a legal obligation.',
        ],
      },
    ],
    faqs: [
      [
        'Is a verbal tenancy valid?',
        'It can be, but it is very hard to prove its terms. Always put the agreement in writing.',
      ],
    ],
  },
  {
    author: 'daniel@demo.estate',
    title: "Off-plan or ready property in Dubai: an investor's view",
    categories: ['investment', 'market_news'],
    tags: ['dubai', 'off-plan', 'yield'],
    daysAgo: 3,
    featured: true,
    intro:
      'I have bought both off-plan and ready units in Dubai over the last decade. Neither is always better; the right choice depends on your time horizon, your cash flow and your appetite for risk.',
    sections: [
      {
        h: 'The case for off-plan',
        ul: [
          'Lower entry prices and payment plans spread over construction.',
          'Potential capital growth by handover in a rising market.',
          'New buildings with modern layouts and warranties.',
        ],
      },
      {
        h: 'The case for ready property',
        ul: [
          'Rental income from day one.',
          'You see exactly what you buy, including the view and the neighbours.',
          'Easier mortgage financing.',
        ],
      },
      {
        h: 'How I decide',
        p: [
          'If I need income, I buy ready. If I can wait three years and the developer has a long record of on-time delivery, off-plan can work. Either way, I check that the project is registered and payments go into an escrow account.',
        ],
      },
    ],
  },
  {
    author: 'daniel@demo.estate',
    title: 'Calculating rental yield the right way',
    categories: ['investment'],
    tags: ['yield', 'landlords', 'calculator'],
    daysAgo: 88,
    intro:
      'Gross yield is the number on every brochure. Net yield is the number that pays your bills. The difference is often two to three percentage points.',
    sections: [
      {
        h: 'Gross yield',
        p: [
          'Annual rent divided by the purchase price, times 100. A flat bought for 1,000,000 that lets for 70,000 a year has a gross yield of 7%.',
        ],
      },
      {
        h: 'Net yield',
        p: ['Subtract the yearly costs before dividing:'],
        ul: [
          'Service charges and maintenance.',
          'Letting and management fees.',
          'Insurance.',
          'An allowance for one empty month.',
        ],
      },
      {
        h: 'Compare like with like',
        p: [
          'Only compare net yields, and remember that a high yield in a weak location can come with slower capital growth.',
        ],
      },
    ],
    faqs: [
      [
        'What is a good net yield?',
        'In most major cities, 5 to 7 percent net is considered healthy for residential property.',
      ],
    ],
  },
  {
    author: 'zainab@demo.estate',
    title: 'Selling your home: staging tips that raise offers',
    categories: ['selling', 'home_improvement'],
    tags: ['staging', 'selling tips', 'photos'],
    daysAgo: 22,
    intro:
      'Buyers decide within seconds of seeing the first photo. Staging is not about expensive furniture; it is about helping people picture their own life in your home.',
    sections: [
      {
        h: 'Declutter first',
        p: [
          'Remove half of what is on shelves and counters. Store personal photos. Empty space reads as bigger space.',
        ],
      },
      {
        h: 'Small fixes, big difference',
        ul: [
          'Repaint scuffed walls in a light neutral colour.',
          'Replace dead bulbs and use the same warm colour throughout.',
          'Fix dripping taps and sticking doors.',
          'Add a plant and fresh towels.',
        ],
      },
      {
        h: 'Photograph in daylight',
        p: ['Open every curtain, switch on every light and shoot from the corners of the room at chest height.'],
      },
    ],
  },
  {
    author: 'zainab@demo.estate',
    title: 'Pricing your property to sell: reading comparables',
    categories: ['selling', 'market_news'],
    tags: ['valuation', 'comparables', 'pricing'],
    daysAgo: 97,
    intro:
      'Overpricing is the most common reason a property sits unsold. The best defence is a careful look at comparables: similar properties that sold recently nearby.',
    sections: [
      {
        h: 'Choosing good comparables',
        ul: [
          'Same neighbourhood, ideally the same building or street.',
          'Similar size, within 10 to 15 percent.',
          'Sold in the last six months.',
          'Similar condition and floor level.',
        ],
      },
      {
        h: 'Adjusting for differences',
        p: [
          'Add or subtract for a renovated kitchen, a corner plot, parking or a park view. Be honest: buyers and their agents will be.',
        ],
      },
    ],
    faqs: [
      [
        'Should I list above my target price to leave room?',
        'A small margin is fine, but listings priced far above the market attract fewer viewings and often sell for less in the end.',
      ],
    ],
  },
  {
    author: 'ayesha@demo.estate',
    title: 'Islamabad market update: sectors to watch this year',
    categories: ['market_news', 'investment'],
    tags: ['islamabad', 'market update', 'plots'],
    daysAgo: 41,
    intro:
      'Islamabad continues to attract families and overseas buyers. Here is what we are seeing on the ground across established sectors and the newer developments.',
    sections: [
      {
        h: 'Established sectors',
        p: [
          'Houses in F and E sectors remain scarce and prices are stable to rising. Demand is strongest for renovated houses close to markets and schools.',
        ],
      },
      {
        h: 'Growth areas',
        ul: [
          'Sectors along the Srinagar Highway with new infrastructure.',
          'Approved societies with completed development and possession.',
          'Apartments near business districts, popular with young professionals.',
        ],
      },
      {
        h: 'A word of caution',
        p: [
          'Only consider societies approved by the Capital Development Authority. The approval status is public: check it before paying any token money.',
        ],
      },
    ],
  },
  {
    author: 'khalid@demo.estate',
    title: 'Kitchen renovation on a budget: where to spend and where to save',
    categories: ['home_improvement'],
    tags: ['renovation', 'kitchen', 'budget'],
    daysAgo: 28,
    intro:
      'A kitchen renovation can add real value to a home, or swallow a budget with little to show for it. After fitting out hundreds of kitchens, this is how I advise clients to split the money.',
    sections: [
      {
        h: 'Spend on',
        ul: [
          '**Worktops:** they take the most wear and are seen first.',
          '**Hinges and drawer runners:** cheap ones fail within two years.',
          '**Ventilation:** a proper extractor protects the whole room.',
        ],
      },
      {
        h: 'Save on',
        ul: [
          'Cabinet doors: refresh them instead of replacing the carcasses.',
          'Tiles: a simple splashback looks timeless.',
          'Designer taps and handles: mid-range models work just as well.',
        ],
      },
      {
        h: 'Plan the order of work',
        ol: [
          'Plumbing and electrical first.',
          'Then walls, ceiling and flooring.',
          'Cabinets and worktops.',
          'Appliances, lighting and finishing last.',
        ],
      },
    ],
    faqs: [
      [
        'How long does a kitchen renovation take?',
        'Three to five weeks for a typical flat, once materials are on site.',
      ],
      [
        'Do I need permission?',
        'Usually not for a like-for-like renovation, but buildings often require notice to the management before works start.',
      ],
    ],
  },
  {
    author: 'fatima@demo.estate',
    title: 'Designing for heat: passive cooling ideas for Gulf homes',
    categories: ['construction', 'home_improvement'],
    tags: ['architecture', 'energy', 'saudi arabia'],
    daysAgo: 56,
    intro:
      'Air conditioning accounts for most household electricity in the Gulf. Good design can cut that load substantially before a single unit is switched on.',
    sections: [
      {
        h: 'Orientation and shade',
        p: [
          'Keep large windows to the north, shade east and west facades, and use deep overhangs or mashrabiya screens on the south.',
        ],
      },
      {
        h: 'Materials that help',
        ul: [
          'Insulated walls and roofs (the roof matters most).',
          'Double glazing with low-emissivity coatings.',
          'Light-coloured external finishes.',
        ],
      },
      {
        h: 'Learn from tradition',
        p: [
          'Courtyards, wind towers and thick walls kept houses comfortable for centuries. Modern versions of these ideas work well alongside efficient cooling.',
        ],
      },
    ],
  },
  {
    author: 'ahmed@demo.estate',
    title: 'What a property valuer actually checks',
    categories: ['selling', 'buying'],
    tags: ['valuation', 'inspection', 'mortgages'],
    daysAgo: 74,
    intro:
      'Whether for a mortgage, a sale or an inheritance, a valuation follows a method. Knowing what the valuer looks at helps you prepare, and helps you read the report.',
    sections: [
      {
        h: 'On site',
        ul: [
          'Measurements of the built-up area against the documents.',
          'Construction quality, age and condition.',
          'Access, parking, views and surroundings.',
          'Visible defects: damp, cracks, poor wiring.',
        ],
      },
      {
        h: 'At the desk',
        p: [
          'The valuer compares recent transactions, adjusts for differences and, for rented property, cross-checks with the income the property produces.',
        ],
      },
    ],
    faqs: [
      [
        'Can I challenge a valuation?',
        'Yes. Provide comparable sales the valuer may have missed and ask for a review.',
      ],
      ['How long is a valuation valid?', 'Banks typically accept a valuation for three to six months.'],
    ],
  },
  {
    author: 'sara@demo.estate',
    title: 'Moving checklist: the week before and the week after',
    categories: ['lifestyle', 'renting'],
    tags: ['moving', 'checklist', 'tenants'],
    daysAgo: 105,
    intro: 'A move goes well when the boring parts are done early. Print this list and stick it on the fridge.',
    sections: [
      {
        h: 'The week before',
        ul: [
          'Confirm the movers and the lift booking.',
          'Transfer internet and utilities to the new address.',
          'Pack a first-night box: chargers, kettle, towels, medicines.',
          'Take meter photos at the old home.',
        ],
      },
      {
        h: 'The week after',
        ul: [
          'Check the inventory and report defects in writing within the agreed days.',
          'Update your address with the bank and employer.',
          'Meet the neighbours and the building manager.',
        ],
      },
    ],
  },
  {
    author: 'zainab@demo.estate',
    title: 'Building a house in Pakistan: from plot to possession',
    categories: ['construction'],
    tags: ['construction', 'plots', 'approvals'],
    daysAgo: 140,
    intro:
      'Building your own house gives you exactly what you want, but it is a long project. Knowing the stages helps you plan cash flow and avoid delays.',
    sections: [
      {
        h: 'Approvals',
        ol: [
          'Get the possession letter and site plan.',
          'Have an architect prepare drawings that follow the bylaws.',
          'Submit for map approval and pay the fees.',
        ],
      },
      {
        h: 'Construction stages',
        ol: [
          'Excavation and foundations.',
          'Grey structure: columns, beams, slabs and walls.',
          'Services: plumbing, electrical and gas.',
          'Finishing: plaster, flooring, doors, paint and fittings.',
        ],
        p: ['A typical double-storey house takes 12 to 18 months.'],
      },
      {
        h: 'Choosing a contractor',
        p: [
          'Visit finished projects, agree a payment schedule tied to stages and keep a written record of every change.',
        ],
      },
    ],
    faqs: [
      [
        'Labour-only or turnkey contract?',
        'Labour-only gives you control of materials but takes more of your time; turnkey is simpler if the contract is detailed.',
      ],
      [
        'What about the completion certificate?',
        'Apply once construction matches the approved map; it is needed for utilities and for a smooth future sale.',
      ],
    ],
  },
  {
    author: 'omar@demo.estate',
    title: 'دليل شراء شقة في دبي للمرة الأولى',
    categories: ['buying', 'legal_finance'],
    tags: ['دبي', 'شقق', 'مشترون لأول مرة'],
    daysAgo: 9,
    featured: true,
    intro:
      'شراء أول شقة في دبي خطوة كبيرة، لكنها أسهل مما يتوقعه كثيرون إذا عرفت الخطوات بالترتيب. إليك ما أشرحه لكل عميل في أول لقاء.',
    sections: [
      {
        h: 'حدّد ميزانيتك الحقيقية',
        p: [
          'إلى جانب سعر الشقة، احسب رسوم التسجيل في دائرة الأراضي والأملاك، وعمولة الوسيط، ورسوم الرهن إن كنت ستموّل الشراء.',
        ],
        ul: [
          'رسوم التسجيل: نسبة من قيمة العقار.',
          'عمولة الوسيط: عادةً نسبة صغيرة من السعر.',
          'رسوم الخدمات السنوية للمبنى.',
        ],
      },
      {
        h: 'تحقّق قبل أن تدفع',
        ul: [
          'اطلب نسخة سند الملكية وتأكد من اسم المالك.',
          'تحقّق من عدم وجود رهن أو مستحقات على الوحدة.',
          'استخدم وسيطًا مرخّصًا وعقد بيع موحّدًا.',
        ],
      },
      {
        h: 'يوم نقل الملكية',
        ol: [
          'يحضر الطرفان أو من يمثلهما بوكالة رسمية.',
          'تُدفع الرسوم بشيكات مصرفية.',
          'يصدر سند الملكية الجديد باسمك في اليوم نفسه غالبًا.',
        ],
      },
    ],
    faqs: [
      ['هل يحق للأجانب التملك في دبي؟', 'نعم، في مناطق التملك الحر المحددة، ويمكنهم الحصول على سند ملكية كامل.'],
      [
        'كم تستغرق عملية الشراء؟',
        'في الشراء النقدي قد تكتمل خلال أسبوعين إلى ثلاثة، ومع التمويل العقاري تمتد عادةً إلى أربعة أو ستة أسابيع.',
      ],
    ],
  },
  {
    author: 'omar@demo.estate',
    title: 'الاستثمار في العقارات على الخارطة في دبي: الفرص والمخاطر',
    categories: ['investment'],
    tags: ['دبي', 'على الخارطة', 'عائد'],
    daysAgo: 46,
    intro:
      'تجذب مشاريع البيع على الخارطة المستثمرين بخطط السداد المرنة والأسعار الأقل. لكن لكل فرصة مخاطرها، والمستثمر الذكي يعرف الاثنين معًا.',
    sections: [
      {
        h: 'الفرص',
        ul: ['سعر دخول أقل من العقارات الجاهزة.', 'دفعات موزعة على مدة البناء.', 'إمكانية ارتفاع القيمة عند التسليم.'],
      },
      {
        h: 'المخاطر',
        ul: ['تأخر التسليم.', 'اختلاف المواصفات النهائية عن المخطط.', 'تقلّب السوق خلال سنوات البناء.'],
      },
      {
        h: 'كيف تحمي نفسك',
        p: ['اختر مطورًا ذا سجل واضح في التسليم، وتأكد من تسجيل المشروع وأن دفعاتك تذهب إلى حساب ضمان.'],
        quote: 'اقرأ عقد البيع بندًا بندًا، خاصةً ما يتعلق بمواعيد التسليم والتعويض عند التأخير.',
      },
    ],
  },
  {
    author: 'fatima@demo.estate',
    title: 'تصميم منزل عائلي في الرياض: أفكار عملية للمساحات',
    categories: ['construction', 'lifestyle'],
    tags: ['الرياض', 'تصميم', 'عمارة'],
    daysAgo: 19,
    intro:
      'المنزل العائلي الناجح يوازن بين الخصوصية والتواصل بين أفراد الأسرة، ويتعامل بذكاء مع حرارة الصيف. هذه أفكار أطبقها في مشاريعي السكنية.',
    sections: [
      {
        h: 'الفصل بين العام والخاص',
        p: ['اجعل مجلس الضيوف ودورة المياه الخاصة به قرب المدخل، وأبعد غرف النوم والمعيشة العائلية إلى عمق المنزل.'],
      },
      {
        h: 'الضوء والظل',
        ul: [
          'فناء داخلي صغير يُدخل الضوء دون كشف الخصوصية.',
          'نوافذ أصغر على الواجهات الغربية.',
          'مظلات ومشربيات حديثة على الشبابيك الجنوبية.',
        ],
      },
      {
        h: 'مساحات تكبر مع الأسرة',
        p: ['خطّط لغرفة متعددة الاستخدامات يمكن أن تكون مكتبًا اليوم وغرفة نوم غدًا.'],
      },
    ],
  },
  {
    author: 'khalid@demo.estate',
    title: 'تشطيب الشقة الجديدة: الخطوات والمدة والتكلفة التقريبية',
    categories: ['home_improvement', 'construction'],
    tags: ['تشطيب', 'ديكور', 'ميزانية'],
    daysAgo: 31,
    intro:
      'استلمت شقة على العظم أو نصف تشطيب؟ التخطيط الجيد قبل البدء يوفر عليك المال والوقت. هذه خلاصة خبرتنا في مئات المشاريع.',
    sections: [
      {
        h: 'ترتيب الأعمال',
        ol: [
          'التمديدات الكهربائية والصحية.',
          'المحارة والأسقف الجبسية.',
          'الأرضيات والسيراميك.',
          'النجارة والأبواب.',
          'الدهانات والإضاءة في النهاية.',
        ],
      },
      {
        h: 'أين تذهب الميزانية',
        ul: [
          'التمديدات: لا تقتصد فيها لأن إصلاحها لاحقًا مكلف.',
          'الأرضيات: اختر خامة متينة تناسب الاستخدام اليومي.',
          'الإكسسوارات: يمكن تغييرها لاحقًا بتكلفة قليلة.',
        ],
      },
    ],
    faqs: [
      ['كم يستغرق تشطيب شقة متوسطة؟', 'من شهرين إلى ثلاثة أشهر بعد توفر المواد، حسب المساحة ومستوى التشطيب.'],
      [
        'هل أحتاج إلى مهندس إشراف؟',
        'يُنصح بذلك في التشطيب الكامل، فالإشراف يمنع أخطاء التمديدات التي يصعب إصلاحها لاحقًا.',
      ],
    ],
  },
  {
    author: 'ahmed@demo.estate',
    title: 'كيف يُقدَّر سعر العقار؟ شرح مبسط للتقييم',
    categories: ['selling', 'legal_finance'],
    tags: ['تقييم', 'أسعار', 'تمويل عقاري'],
    daysAgo: 58,
    intro:
      'يسألني كثيرون: لماذا جاء تقييم البنك أقل من السعر المتفق عليه؟ الجواب في طريقة التقييم نفسها، وهي أبسط مما تبدو.',
    sections: [
      {
        h: 'طريقة المقارنة',
        p: [
          'يبحث المقيّم عن صفقات حديثة لعقارات مشابهة في الموقع نفسه، ثم يعدّل السعر بحسب المساحة والحالة والطابق والإطلالة.',
        ],
      },
      {
        h: 'طريقة الدخل',
        p: ['للعقارات المؤجرة، يُحسب صافي الدخل السنوي ويُقسم على معدل العائد السائد في السوق.'],
      },
      {
        h: 'ما الذي يرفع التقييم؟',
        ul: ['مستندات ملكية ومخططات واضحة.', 'صيانة جيدة وتشطيب حديث.', 'عقود إيجار سارية بقيمة عادلة.'],
      },
    ],
    faqs: [
      [
        'هل يمكن الاعتراض على التقييم؟',
        'نعم، بتقديم صفقات مماثلة حديثة ربما لم يطّلع عليها المقيّم وطلب مراجعة التقرير.',
      ],
    ],
  },
  {
    author: 'omar@demo.estate',
    title: 'نصائح للمستأجرين في الإمارات: العقد والتأمين والتسجيل',
    categories: ['renting', 'legal_finance'],
    tags: ['إيجار', 'الإمارات', 'عقود'],
    daysAgo: 79,
    intro: 'الاستئجار في الإمارات منظم بوضوح، ومعرفة حقوقك وواجباتك من البداية تجنبك معظم الخلافات.',
    sections: [
      {
        h: 'قبل التوقيع',
        ul: [
          'تأكد من هوية المالك أو وكالة الوسيط.',
          'اقرأ بنود الصيانة وإخلاء الوحدة.',
          'اتفق على عدد الشيكات ومواعيدها.',
        ],
      },
      {
        h: 'بعد التوقيع',
        ol: [
          'سجّل العقد في النظام الرسمي للإيجارات.',
          'فعّل الكهرباء والماء باسمك.',
          'وثّق حالة الوحدة بالصور يوم الاستلام.',
        ],
      },
      {
        h: 'مبلغ التأمين',
        p: ['يُسترد التأمين عند الإخلاء بعد خصم أي أضرار تتجاوز الاستعمال العادي، لذلك احتفظ بصور يوم الاستلام.'],
      },
    ],
  },
  {
    author: 'fatima@demo.estate',
    title: 'سوق العقارات في جدة: مؤشرات وأحياء واعدة',
    categories: ['market_news', 'investment'],
    tags: ['جدة', 'سوق', 'استثمار'],
    daysAgo: 120,
    intro:
      'تشهد جدة حركة عمرانية واسعة مع مشاريع البنية التحتية والواجهة البحرية الجديدة. إليك قراءة سريعة لما نراه في السوق.',
    sections: [
      {
        h: 'الطلب السكني',
        p: [
          'يرتفع الطلب على الشقق العائلية الحديثة في شمال المدينة، مع اهتمام متزايد بالمجمعات التي توفر مرافق مشتركة.',
        ],
      },
      {
        h: 'أحياء تستحق المتابعة',
        ul: [
          'الأحياء القريبة من المحاور الجديدة للطرق.',
          'المناطق المحيطة بمشاريع الواجهة البحرية.',
          'الأحياء المكتملة الخدمات في الشمال.',
        ],
      },
    ],
  },
  {
    author: 'khalid@demo.estate',
    title: 'صيانة المنزل قبل الصيف: قائمة فحص سريعة',
    categories: ['home_improvement', 'lifestyle'],
    tags: ['صيانة', 'صيف', 'قائمة'],
    daysAgo: 150,
    intro: 'ساعتان من الفحص في الربيع توفران عليك أعطالًا مزعجة في عز الصيف. هذه القائمة التي نستخدمها مع عملائنا.',
    sections: [
      {
        h: 'التكييف',
        ul: [
          'نظّف الفلاتر أو استبدلها.',
          'افحص تصريف المياه في الوحدات الداخلية.',
          'اطلب صيانة دورية للوحدات الخارجية وفحص غاز التبريد.',
        ],
      },
      {
        h: 'السطح والعزل',
        ul: ['افحص العزل المائي والحراري للسطح.', 'تأكد من سلامة خزانات المياه وأغطيتها.'],
      },
      {
        h: 'الكهرباء',
        p: ['افحص القواطع والمقابس التي يزداد عليها الحمل صيفًا، واستعن بفني مرخّص لأي ملاحظة.'],
      },
    ],
  },
];

/** Comments by other demo users, in English and Arabic, spread over the posts. */
const COMMENTS_EN = [
  'Very helpful, thank you. Saving this for when we start looking.',
  'Great checklist. I wish I had read this before my last move!',
  'Could you write more about financing options for overseas buyers?',
  'Clear and practical. The point about verification is so important.',
  'We followed similar steps last year and it went smoothly.',
  'How much should I budget for the fees on top of the price?',
];
const COMMENTS_AR = [
  'مقال مفيد جدًا، شكرًا على التوضيح.',
  'نصائح عملية، خاصةً ما يتعلق بالتحقق قبل الدفع.',
  'هل يمكن كتابة مقال عن التمويل العقاري؟',
  'جربت هذه الخطوات وكانت التجربة سهلة.',
];

const CATEGORY_COLOURS: Record<BlogCategory, [string, string, string]> = {
  buying: ['#0f766e', '#5eead4', '#fef3c7'],
  selling: ['#b45309', '#fcd34d', '#fff7ed'],
  renting: ['#1d4ed8', '#93c5fd', '#eff6ff'],
  investment: ['#15803d', '#86efac', '#f0fdf4'],
  home_improvement: ['#be123c', '#fda4af', '#fff1f2'],
  legal_finance: ['#334155', '#cbd5e1', '#f8fafc'],
  market_news: ['#7c3aed', '#c4b5fd', '#f5f3ff'],
  lifestyle: ['#0369a1', '#7dd3fc', '#f0f9ff'],
  construction: ['#a16207', '#fde047', '#fefce8'],
};

/** A flat 1200 × 630 illustration for a category (houses, keys, charts, cranes...), drawn locally. */
function coverSvg(category: BlogCategory, variant: number): string {
  const [dark, light, paper] = CATEGORY_COLOURS[category];
  const skyline = Array.from({ length: 10 }, (_, i) => {
    const w = 70 + ((i * 37 + variant * 11) % 50);
    const h = 120 + ((i * 53 + variant * 29) % 170);
    return `<rect x="${i * 124 - 10}" y="${630 - h}" width="${w}" height="${h}" fill="${dark}" fill-opacity="0.12"/>`;
  }).join('');
  const motifs: Record<BlogCategory, string> = {
    buying: `<path d="M470 360 600 250 730 360v170H470z" fill="${dark}"/><rect x="575" y="430" width="50" height="100" fill="${paper}"/><circle cx="820" cy="300" r="34" fill="none" stroke="${dark}" stroke-width="14"/><path d="M848 320l90 90M905 377l20-20M925 397l20-20" stroke="${dark}" stroke-width="14" stroke-linecap="round"/>`,
    selling: `<path d="M430 380 560 270 690 380v150H430z" fill="${dark}"/><rect x="760" y="300" width="14" height="230" fill="${dark}"/><rect x="720" y="320" width="180" height="100" rx="10" fill="${paper}" stroke="${dark}" stroke-width="8"/><path d="M760 370h100" stroke="${dark}" stroke-width="12" stroke-linecap="round"/>`,
    renting: `<rect x="460" y="220" width="200" height="310" fill="${dark}"/>${[0, 1, 2, 3].map((r) => `<rect x="490" y="${250 + r * 66}" width="50" height="40" fill="${paper}"/><rect x="580" y="${250 + r * 66}" width="50" height="40" fill="${paper}"/>`).join('')}<rect x="720" y="300" width="200" height="180" rx="14" fill="${paper}" stroke="${dark}" stroke-width="8"/><path d="M720 345h200" stroke="${dark}" stroke-width="8"/>`,
    investment: `${[0, 1, 2, 3, 4].map((i) => `<rect x="${440 + i * 80}" y="${470 - i * 55}" width="56" height="${60 + i * 55}" fill="${dark}" rx="6"/>`).join('')}<path d="M430 420 530 360 610 380 760 250" fill="none" stroke="${light}" stroke-width="14" stroke-linecap="round"/>`,
    home_improvement: `<rect x="450" y="300" width="260" height="70" rx="20" fill="${dark}"/><rect x="560" y="370" width="24" height="160" fill="${dark}"/><path d="M760 260l120 120M800 500l120-120" stroke="${dark}" stroke-width="22" stroke-linecap="round"/>`,
    legal_finance: `<rect x="470" y="220" width="220" height="300" rx="12" fill="${paper}" stroke="${dark}" stroke-width="10"/>${[0, 1, 2, 3].map((i) => `<path d="M510 ${290 + i * 50}h140" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`).join('')}<path d="M840 250v240M760 300h160M760 300l-40 90h80zM920 300l-40 90h80z" fill="none" stroke="${dark}" stroke-width="10" stroke-linejoin="round"/>`,
    market_news: `<rect x="430" y="230" width="520" height="300" rx="18" fill="${paper}" stroke="${dark}" stroke-width="10"/><path d="M470 470 560 400 640 430 740 320 820 360 910 280" fill="none" stroke="${dark}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
    lifestyle: `<circle cx="520" cy="360" r="90" fill="${dark}"/><rect x="510" y="430" width="20" height="100" fill="${dark}"/><path d="M640 530V380l90-70 90 70v150z" fill="${dark}" fill-opacity="0.85"/><circle cx="880" cy="250" r="50" fill="${light}"/>`,
    construction: `<rect x="520" y="200" width="18" height="330" fill="${dark}"/><path d="M440 210h420" stroke="${dark}" stroke-width="18"/><path d="M800 210v120" stroke="${dark}" stroke-width="6"/><rect x="770" y="330" width="60" height="40" fill="${dark}"/><rect x="620" y="420" width="220" height="110" fill="${dark}" fill-opacity="0.8"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="${variant ? 1020 : 180}" cy="140" r="70" fill="#ffffff" fill-opacity="0.7"/>
    ${skyline}
    <g transform="translate(${variant ? -60 : 0},0)">${motifs[category]}</g>
  </svg>`;
}

const WIDTHS = { thumb: 320, card: 640, full: 1200 } as const;

async function renderCover(media: MediaStorage, category: BlogCategory, variant: number): Promise<ResponsiveImage> {
  const svg = Buffer.from(coverSvg(category, variant));
  const entries = await Promise.all(
    (Object.entries(WIDTHS) as [keyof ResponsiveImage, number][]).map(async ([name, width]) => {
      const data = await sharp(svg).resize({ width }).webp({ quality: 80, effort: 2 }).toBuffer();
      const url = await media.put(`demo/blog/${category}-${variant}-${name}.webp`, data, 'image/webp');
      return [name, { url, width, height: Math.round((width * 630) / 1200) }] as const;
    }),
  );
  return responsiveImageOf(entries);
}

const DAY = 24 * 3600 * 1000;

export async function seedDemoBlog(ctx: SeedContext, now = Date.now()): Promise<Record<string, number>> {
  const { db, media, users } = ctx;
  const byEmail = new Map(users.map((u) => [u.email, u]));
  const covers = new Map<string, ResponsiveImage>();
  let comments = 0;

  for (const [index, post] of DEMO_BLOG_POSTS.entries()) {
    const author = byEmail.get(post.author);
    if (!author) continue;
    const category = post.categories[0]!;
    const variant = index % 2;
    const coverKey = `${category}-${variant}`;
    if (!covers.has(coverKey)) covers.set(coverKey, await renderCover(media, category, variant));

    const contentHtml = sanitizeBlogHtml(toHtml(post));
    const createdAt = new Date(now - post.daysAgo * DAY - (index % 7) * 3600_000);
    const id = await nextSerialId(db, blogPosts);
    await db.insert(blogPosts).values({
      id,
      authorId: author.id,
      slug: blogSlug(post.title, id),
      title: post.title,
      contentHtml,
      excerpt: excerptOf(plainText(contentHtml)),
      featuredImage: covers.get(coverKey)!,
      tags: post.tags,
      categories: post.categories,
      faqs: (post.faqs ?? []).map(([question, answer]) => ({ question, answer })),
      catalogLink: post.catalog ?? null,
      metaTitle: post.metaTitle ?? null,
      metaDescription: post.metaDescription ?? null,
      isFeatured: post.featured ?? false,
      views: 40 + ((index * 97) % 900),
      createdAt,
      updatedAt: createdAt,
    });

    // Two to four comments on most posts, by people other than the author, in the post's language.
    const arabic = /[\u0600-\u06ff]/.test(post.title);
    const pool = arabic ? COMMENTS_AR : COMMENTS_EN;
    const count = index % 5 === 4 ? 0 : 2 + (index % 3);
    const rows = [];
    for (let c = 0; c < count; c++) {
      const commenter = users[(index * 3 + c * 5 + 1) % users.length]!;
      if (commenter.id === author.id) continue;
      rows.push({
        postId: id,
        userId: commenter.id,
        body: pool[(index + c) % pool.length]!,
        createdAt: new Date(createdAt.getTime() + (c + 1) * 5 * 3600_000),
      });
    }
    if (rows.length) {
      await db.insert(blogComments).values(rows);
      await db
        .update(blogPosts)
        .set({ commentsCount: rows.length })
        .where(sql`${blogPosts.id} = ${id}`);
      comments += rows.length;
    }
  }
  return { blog_posts: DEMO_BLOG_POSTS.length, blog_comments: comments };
}
