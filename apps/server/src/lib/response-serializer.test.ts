import { listingDetailSchema, mapAnswerSchema, searchAnswerSchema } from '@estate/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compared, fastSerializer, responseSerializerCompiler } from './response-serializer.js';

const route = { method: 'GET', url: '/api/things/', httpStatus: '200' };
const thing = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.number(), name: z.string() }).nullable(),
  extra: z.string().optional(),
});

describe('response serializer', () => {
  const compile = (mode: 'checked' | 'fast', schema: z.ZodType) =>
    responseSerializerCompiler(mode)({ schema, ...route }) as (data: unknown) => string;

  it('writes what zod writes, fields in the schema order, without undeclared fields', () => {
    const data = {
      secret: 'password hash',
      tags: ['a', 'b'],
      note: null,
      name: 'Flat',
      id: 1,
      owner: { name: 'Sara', id: 2, email: 'sara@example.com' },
    };
    const expected = '{"id":1,"name":"Flat","note":null,"tags":["a","b"],"owner":{"id":2,"name":"Sara"}}';
    expect(compile('checked', thing)(data)).toBe(expected);
    expect(compile('fast', thing)(data)).toBe(expected);
  });

  it('refuses a wrong answer while checked, as zod does', () => {
    expect(() => compile('checked', thing)({ id: 'one', name: 'x', note: null, tags: [], owner: null })).toThrow();
  });

  it('uses fast-json-stringify for "or null" and keeps zod for other unions', () => {
    expect(fastSerializer({ schema: thing, ...route })).toBeTypeOf('function');
    const either = z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]);
    expect(fastSerializer({ schema: either, ...route })).toBeUndefined();
    expect(compile('fast', either)({ b: 2, c: 3 })).toBe('{"b":2}');
  });

  it('fails loudly in tests when the two serializers write different answers', () => {
    const check = compared(
      () => '{"a":1}',
      () => '{"a":"1"}',
      'GET /x 200',
    );
    expect(() => check({})).toThrow(/GET \/x 200: fast-json-stringify wrote \{"a":"1"\} where zod wrote \{"a":1\}/);
    const reordered = compared(
      () => '{"a":1,"b":2}',
      () => '{"b":2,"a":1}',
      'GET /x 200',
    );
    expect(reordered({})).toBe('{"a":1,"b":2}');
  });

  it('takes the fast way for the answers of search, map and a listing', () => {
    for (const schema of [searchAnswerSchema, mapAnswerSchema, listingDetailSchema]) {
      expect(fastSerializer({ schema, ...route })).toBeTypeOf('function');
    }
  });
});
