import { useElement } from '../../ui/ElementRoot';
import { Select, type SelectProps } from '../../ui/Select';

/** A dropdown of the sign-up wizard: nothing chosen at first, shown as 'Choose...'. */
export function Choice(props: Omit<SelectProps, 'placeholder'>) {
  return <Select placeholder={useElement().LL.signUp.fields.choose()} {...props} />;
}
