import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import type {NavModel, OperationModel} from '../../../../core/contract/model/types';
import {containsCodeBlock, firstParagraph} from '@site/core/markdown/text';
import ServerHtmlBlock from '@site/ui/ServerHtmlBlock';
import ApiLayout from './ApiLayout';
import CodeSamples from './CodeSamples';
import {SchemaLinksProvider} from './context';
import MediaContent from './MediaContent';
import OperationAccess from './OperationAccess';
import OperationHeader from './OperationHeader';
import ParameterTable from './ParameterTable';
import ResponseExamples, {FoldedExample} from './ResponseExamples';
import Responses from './Responses';
import TryIt from './TryIt';
import RichText from '@site/ui/RichText';
import panes from './panes.module.css';
import styles from './styles.module.css';
import {bodyRequiredLabel, headings, requestBodyExamplesHeading} from '../../../../core/contract/model/labels';
import Section from './Section';

/**
 * Route component for /api/operations/{operationId}/ (props come from the
 * plugin). Two panes from 996 px: the explanation on the left, and on the
 * right, sticky, what a reader copies or sends (samples, the try-it
 * console, the request body examples, the response examples). One column below, in reading order.
 */
export default function OperationPage({nav, operation}: {nav: NavModel; operation: OperationModel}): ReactNode {
  const description = firstParagraph(operation.description) ?? operation.summary;
  const body = operation.requestBody;
  const bodyExamples = body?.content.flatMap((m) => m.examples) ?? [];
  return (
    <SchemaLinksProvider nav={nav}>
      <ApiLayout nav={nav} current={operation.permalink} title={operation.summary} description={description} wide>
        <div className={panes.panes}>
          <div className={panes.explanation}>
            <OperationHeader operation={operation} />
            {/* Its server list follows the sandbox the page finds in the browser. */}
            <OperationAccess operation={operation} />
            {/* Text and field tables: kept as the server sent them while the page hydrates, unless a code block needs its copy button. */}
            <ServerHtmlBlock as="div" keep={!containsCodeBlock(operation)}>
              {operation.parameters.length > 0 && (
                <Section id="parameters" title={headings.parameters}>
                  <ParameterTable parameters={operation.parameters} />
                </Section>
              )}
              {body && (
                <Section id="request-body" title={headings.requestBody}>
                  <p className={styles.note}>{bodyRequiredLabel(body.required)}</p>
                  <RichText text={body.description} minHeading={3} idPrefix="request-body-" />
                  <MediaContent content={body.content} anchor="request-body" examples={false} />
                </Section>
              )}
              <Responses responses={operation.responses} examples={false} />
            </ServerHtmlBlock>
          </div>
          {/* Focusable: it scrolls on its own on wide screens (keyboard users). */}
          <section className={panes.side} aria-label="Request and response examples" tabIndex={0}>
            <CodeSamples samples={operation.samples} authenticated={operation.security.length > 0} />
            <TryIt operation={operation} overview={nav.overviewPermalink} />
            {bodyExamples.length > 0 && (
              <section>
                <Heading as="h2" id="request-body-examples">
                  {requestBodyExamplesHeading(bodyExamples.length)}
                </Heading>
                {bodyExamples.map((example) => (
                  <FoldedExample key={example.key} example={example} label="the request body example" />
                ))}
              </section>
            )}
            <ResponseExamples responses={operation.responses} />
          </section>
        </div>
      </ApiLayout>
    </SchemaLinksProvider>
  );
}
