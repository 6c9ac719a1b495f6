#ifndef GLISS_CCMARK_SHIM_H
#define GLISS_CCMARK_SHIM_H
// cmark-gfm: the CommonMark parser GitHub uses, with its extensions (for ~~strikethrough~~).
// Only GlissCore's Text/RichText imports this module: Markdown in a text's literal key, as
// SwiftUI's `Text` reads it. The inline wrappers keep the parser's setup (the extension found
// by name and attached) and the strikethrough node's type (a variable in an uninstalled
// header) on the C side, so Swift walks plain node types.
#include <string.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/// The document `source` (UTF-8, `length` bytes) parses to, ~~strikethrough~~ included; free
/// it with cmark_node_free. NULL when the parser cannot be made.
static inline cmark_node *gliss_cmark_parse(const char *source, size_t length) {
    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (!parser) return 0;
    cmark_syntax_extension *strike = cmark_find_syntax_extension("strikethrough");
    if (strike) cmark_parser_attach_syntax_extension(parser, strike);
    cmark_parser_feed(parser, source, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_parser_free(parser);
    return document;
}

/// True for the strikethrough extension's node (its type is registered at run time).
static inline int gliss_cmark_is_strikethrough(cmark_node *node) {
    const char *name = cmark_node_get_type_string(node);
    return name && strcmp(name, "strikethrough") == 0;
}
#endif
