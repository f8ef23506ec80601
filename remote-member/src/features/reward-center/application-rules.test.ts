import { imagesProblem, MAX_IMAGE_BYTES, remarkLength } from './application-rules';

it('takes up to 3 png or jpg images of at most 5 MB', () => {
  const png = { type: 'image/png', size: 10 };
  expect(imagesProblem([])).toBeNull();
  expect(imagesProblem([png, { type: 'image/jpeg', size: MAX_IMAGE_BYTES }, png])).toBeNull();
  expect(imagesProblem([png, png, png, png])).toBe('reward.tooMany');
  expect(imagesProblem([{ type: 'image/gif', size: 10 }])).toBe('reward.imageType');
  expect(imagesProblem([{ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }])).toBe('reward.imageSize');
});

it('counts an emoji as one character', () => {
  expect(remarkLength('ok 👍')).toBe(4);
});
