import { render } from '@testing-library/react';
import { HoneypotField } from '../honeypot-field';

describe('HoneypotField', () => {
  it('gives each form on a page its own field id, each labelled', () => {
    const { container } = render(
      <>
        <form><HoneypotField value="" onChange={() => undefined} /></form>
        <form><HoneypotField value="" onChange={() => undefined} /></form>
      </>,
    );
    const inputs = [...container.querySelectorAll('input')];
    expect(inputs).toHaveLength(2);
    expect(inputs[0]!.id).not.toBe(inputs[1]!.id);
    for (const input of inputs) {
      expect(input.name).toBe('website');
      expect(container.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
  });
});
