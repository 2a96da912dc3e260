import {Children, createContext, isValidElement, useContext, useEffect, useRef, useState, type ReactElement, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './troubleshooter.module.css';

/** One answer to a question: its words and the id of the question or end it leads to. */
type Answer = readonly [label: string, next: string];

interface QuestionProps {
  id: string;
  title: string;
  answers: readonly Answer[];
  children?: ReactNode;
}

interface EndProps {
  id: string;
  title: string;
  /** The sandbox scenario that reproduces this cause: an anchor of the data-behaviour rulebook. */
  scenario?: string;
  children?: ReactNode;
}

type Node = {kind: 'question'; props: QuestionProps} | {kind: 'end'; props: EndProps};

/** Each node's title by id, so an answer's link can say where it leads (the Markdown copy has no ids to follow). */
const Titles = createContext<Map<string, string>>(new Map());

/**
 * A question of the tree. On its own (the server-rendered page, the Markdown
 * copy) it is a section whose answers are links to the next section.
 */
export function Question({id, title, answers, children}: QuestionProps): ReactNode {
  const titles = useContext(Titles);
  return (
    <section id={id} className={styles.node} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      <ul>
        {answers.map(([label, next]) => (
          <li key={next + label}>
            <Link href={`#${next}`}>{label}</Link> ({titles.get(next)})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An end of the tree: a cause, how to prove it, the fix and the scenario that reproduces it. */
export function End({id, title, scenario, children}: EndProps): ReactNode {
  return (
    <section id={id} className={`${styles.node} ${styles.end}`} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {children}
      {scenario && <ScenarioLink scenario={scenario} />}
    </section>
  );
}

function ScenarioLink({scenario}: {scenario: string}): ReactNode {
  return (
    <p>
      <strong>See it happen:</strong> the sandbox scenario <Link href={`/docs/data-behaviour/#${scenario}`}>{scenario}</Link> reproduces
      this cause step by step.
    </p>
  );
}

function nodesOf(children: ReactNode): Map<string, Node> {
  const nodes = new Map<string, Node>();
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    if (child.type === Question) {
      const props = (child as ReactElement<QuestionProps>).props;
      nodes.set(props.id, {kind: 'question', props});
    } else if (child.type === End) {
      const props = (child as ReactElement<EndProps>).props;
      nodes.set(props.id, {kind: 'end', props});
    }
  }
  return nodes;
}

/**
 * The whole tree, every question and end in order, is in the HTML. Once the
 * page runs in a browser it also offers the walk-through: one question at a
 * time, the answers so far, back and start over; a link to a section of the
 * tree (`#delivery-rejected`) opens the walk-through there.
 */
export default function Troubleshooter({start, children}: {start: string; children: ReactNode}): ReactNode {
  const nodes = nodesOf(children);
  const titles = new Map(
    [...nodes].map(([id, node]) => [id, node.kind === 'end' ? `the cause: ${node.props.title}` : `next question: ${node.props.title}`]),
  );
  const tree = <Titles.Provider value={titles}>{children}</Titles.Provider>;
  const [path, setPath] = useState<{id: string; answer?: string}[] | null>(null);
  useEffect(() => {
    const fromHash = decodeURIComponent(window.location.hash.slice(1));
    setPath([{id: nodes.has(fromHash) ? fromHash : start}]);
    // Once, on hydration: the tree's ids do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!path) return tree;
  return (
    <>
      <Walk nodes={nodes} path={path} setPath={setPath} start={start} />
      <details className={styles.all}>
        <summary>Every question and cause, on one page</summary>
        <div>{tree}</div>
      </details>
    </>
  );
}

function Walk({
  nodes,
  path,
  setPath,
  start,
}: {
  nodes: Map<string, Node>;
  path: {id: string; answer?: string}[];
  setPath: (path: {id: string; answer?: string}[]) => void;
  start: string;
}): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const current = nodes.get(path.at(-1)!.id)!;
  const moved = useRef(false);
  useEffect(() => {
    // Move focus to the new question after an answer, not when the page opens.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [path]);
  const answer = (label: string, next: string) => setPath([...path.slice(0, -1), {...path.at(-1)!, answer: label}, {id: next}]);
  const answered = path.slice(0, -1);
  // The previous question again, its answer cleared.
  const back = () => setPath([...answered.slice(0, -1), {id: answered.at(-1)!.id}]);
  return (
    <div className={styles.walk} role="group" aria-label="Troubleshooter">
      {answered.length > 0 && (
        <>
          <h3 className={styles.small}>Your answers</h3>
          <ol className={styles.trail}>
            {answered.map((step) => (
              <li key={step.id}>
                {nodes.get(step.id)!.props.title} <strong>{step.answer}</strong>
              </li>
            ))}
          </ol>
        </>
      )}
      <section className={current.kind === 'end' ? styles.end : undefined} aria-labelledby="troubleshooter-step">
        <h3 id="troubleshooter-step" tabIndex={-1} ref={heading}>
          {current.kind === 'end' ? `Cause: ${current.props.title}` : current.props.title}
        </h3>
        {current.props.children}
        {current.kind === 'question' ? (
          <div className={styles.answers}>
            {current.props.answers.map(([label, next]) => (
              <button
                key={next + label}
                type="button"
                className="button button--outline button--primary"
                onClick={() => answer(label, next)}>
                {label}
              </button>
            ))}
          </div>
        ) : (
          current.props.scenario && <ScenarioLink scenario={current.props.scenario} />
        )}
      </section>
      <div className={styles.controls}>
        {answered.length > 0 && (
          <button type="button" className="button button--secondary button--sm" onClick={back}>
            Back
          </button>
        )}
        {path.length > 1 && (
          <button type="button" className="button button--secondary button--sm" onClick={() => setPath([{id: start}])}>
            Start over
          </button>
        )}
      </div>
    </div>
  );
}
