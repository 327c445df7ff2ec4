import type { OpenApiDocument } from './document';

type Json = Record<string, unknown>;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const schemaBlock = (label: string, schema: unknown) =>
  `<details><summary>${escape(label)}</summary><pre>${escape(JSON.stringify(schema, null, 2))}</pre></details>`;

const parametersTable = (parameters: Json[]) =>
  parameters.length === 0
    ? ''
    : `<div class="scroll"><table><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Required</th><th scope="col">Schema</th></tr></thead><tbody>${parameters
        .map((p) => `<tr><td><code>${escape(String(p.name))}</code></td><td>${escape(String(p.in))}</td><td>${p.required ? 'yes' : 'no'}</td><td><code>${escape(JSON.stringify(p.schema))}</code></td></tr>`)
        .join('')}</tbody></table></div>`;

const contentSchemas = (content: Json | undefined) =>
  Object.entries(content ?? {}).map(([type, media]) => ({ type, schema: (media as Json).schema }));

const operationBlock = (path: string, method: string, operation: Json) => {
  const body = operation.requestBody as Json | undefined;
  const responses = Object.entries(operation.responses as Record<string, Json>).map(([status, answer]) => {
    if (answer.$ref) return `<li>${status}: error body (<code>ErrorBody</code>)</li>`;
    const blocks = contentSchemas(answer.content as Json).map(({ type, schema }) => schemaBlock(`${status} ${type}`, schema));
    return `<li>${blocks.join('')}</li>`;
  });
  return `<section class="op"><h3><span class="method">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(String(operation.summary))} — ${escape(String(operation.description))}</p>
${parametersTable(operation.parameters as Json[])}
${body ? contentSchemas(body.content as Json).map(({ type, schema }) => schemaBlock(`Request body (${type})`, schema)).join('') : ''}
<ul class="responses">${responses.join('')}</ul></section>`;
};

/** The reference page: every operation grouped by tag, rendered on the server (no script, no CDN). */
export const renderDocsPage = (document: OpenApiDocument) => {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = (operation.tags as string[])[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(path, method, operation)]);
    }
  }
  const tags = [...byTag.keys()].sort();
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Presidio API reference</title><style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:960px;padding:1rem;color:#1a1a1a}
h2{border-bottom:2px solid #1565c0;padding-bottom:.25rem;margin-top:2rem}
.op{border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:.75rem 0}
.op h3{font-size:1rem;margin:.25rem 0;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.5rem;font-weight:700;color:#0d47a1}
table{border-collapse:collapse;width:100%;font-size:.875rem}th,td{border:1px solid #ddd;padding:.25rem;text-align:left;vertical-align:top}
td code{overflow-wrap:anywhere}.scroll{overflow-x:auto}pre{overflow:auto;background:#f5f5f5;padding:.5rem;font-size:.8125rem}
a{color:#0d47a1}
</style></head><body><main><h1>Presidio API reference</h1>
<p>OpenAPI ${escape(document.openapi)} · version ${escape(String(document.info.version))} · <a href="/api/openapi.json">openapi.json</a>. Send the token of <code>POST /api/auth/signin</code> as <code>Authorization: Bearer &lt;token&gt;</code>.</p>
<nav aria-label="Tags"><ul>${tags.map((tag) => `<li><a href="#tag-${escape(tag)}">${escape(tag)}</a></li>`).join('')}</ul></nav>
${tags.map((tag) => `<h2 id="tag-${escape(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}
</main></body></html>`;
};
