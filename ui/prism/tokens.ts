import type {Token} from 'prism-react-renderer';

/** What Prism.tokenize returns: plain strings between nested tokens. */
export type PrismStream = Array<string | PrismToken>;
interface PrismToken {
  type: string;
  alias?: string | string[];
  content: string | PrismToken | PrismStream;
}

const newline = /\r\n|\r|\n/;

function withType(types: string[], add: string | string[] | undefined): string[] {
  if (add === undefined) return types;
  // A token nested in one of the same type adds nothing: `string > string` styles as `string`.
  return types[types.length - 1] === add ? types : types.concat(add);
}

/** An empty line still needs one token so it keeps its height. */
function closeLine(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0] = {...line[0]!, content: '\n', empty: true};
  }
}

/**
 * Flattens Prism's token tree into lines of leaf tokens, each carrying the
 * types of every token that encloses it; text outside any token is `plain`.
 */
export function toLines(stream: PrismStream): Token[][] {
  let line: Token[] = [];
  const lines = [line];
  const visit = (items: PrismStream, enclosing: string[] | undefined): void => {
    for (const item of items) {
      const types = typeof item === 'string' ? (enclosing ?? ['plain']) : withType(withType(enclosing ?? [], item.type), item.alias);
      const content = typeof item === 'string' ? item : item.content;
      if (typeof content !== 'string') {
        visit(Array.isArray(content) ? content : [content], types);
        continue;
      }
      const [first = '', ...rest] = content.split(newline);
      line.push({types, content: first});
      for (const piece of rest) {
        closeLine(line);
        line = [{types, content: piece}];
        lines.push(line);
      }
    }
  };
  visit(stream, undefined);
  closeLine(line);
  return lines;
}
