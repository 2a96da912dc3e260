import CodeBlock from '@theme/CodeBlock';
import {guideSnippets, type GuideSnippetName} from '@site/core/data/mobileSetup';

/** A manifest, Info.plist or R8 snippet of the SDK guides, from the module the setup generator uses too. */
export default function SetupSnippet({name}: {name: GuideSnippetName}) {
  const snippet = guideSnippets[name];
  if (!snippet) throw new Error(`SetupSnippet: unknown snippet "${String(name)}". Use a key of guideSnippets in core/data/mobileSetup.ts.`);
  return (
    <CodeBlock language={snippet.language} title={snippet.title}>
      {snippet.code}
    </CodeBlock>
  );
}
