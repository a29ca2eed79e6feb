//! Parsing `mir`/`nvvm` text (what `tensor-wasm lower --emit mir` prints) back into pliron IR.
//!
//! [`parse_operation_text`] is pliron's top-level operation parser behind one guard: pliron
//! 0.20's identifier parser accepts any Unicode letter or digit (combine's `letter` and
//! `alpha_num`), then panics ("Something is wrong in our Identifier parser") when
//! `Identifier::try_new` refuses the non-ASCII result. Identifiers are ASCII, so a non-ASCII
//! letter or digit outside a string literal can never parse: it is refused here with its
//! position instead (found by the `dialect_text` fuzz target, docs/FUZZING.md). This module
//! must not change what parses.

use pliron::{
    context::{Context, Ptr},
    irfmt::parsers::spaced,
    operation::Operation,
    parsable::parse_from_str,
    printable::Printable,
};

/// Parses one top-level operation (a `builtin.module`, say) from `text`; the error is one
/// line naming where the text stops parsing.
pub fn parse_operation_text(ctx: &mut Context, text: &str) -> Result<Ptr<Operation>, String> {
    // pliron panics ("NameTracker doesn't have an active scope") on a top-level op with SSA
    // operands; the mir stage always prints one `builtin.module` (fuzz finding, FUZZING.md).
    if !text.trim_start().starts_with("builtin.module") {
        return Err("1:1: the text must start with `builtin.module` (the top-level op the mir stage prints)".into());
    }
    if let Some((line, col, c)) = non_ascii_word_char(text) {
        return Err(format!(
            "{line}:{col}: `{c}` cannot start or continue an identifier (identifiers are ASCII)"
        ));
    }
    parse_from_str(spaced(Operation::top_level_parser()), ctx, text)
        .map_err(|e| e.disp(ctx).to_string())
}

/// The first non-ASCII letter or digit outside a `"..."` string literal, with its 1-based
/// line and column.
fn non_ascii_word_char(text: &str) -> Option<(usize, usize, char)> {
    let (mut line, mut col) = (1, 0);
    let (mut in_string, mut escaped) = (false, false);
    for c in text.chars() {
        col += 1;
        if c == '\n' {
            (line, col) = (line + 1, 0);
        }
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
        } else if c == '"' {
            in_string = true;
        } else if !c.is_ascii() && c.is_alphanumeric() {
            return Some((line, col, c));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `dialect_text` fuzz target's first crash: `À` where an op name goes made pliron
    /// panic; now a one-line error.
    #[test]
    fn non_ascii_identifier_is_an_error_not_a_panic() {
        let ctx = &mut Context::new();
        let err = parse_operation_text(ctx, "builtin.module @m {\n  ^b():\n    À\n}").unwrap_err();
        assert_eq!(
            err,
            "3:5: `À` cannot start or continue an identifier (identifiers are ASCII)"
        );
        assert!(parse_operation_text(ctx, "\u{0660}").is_err());
    }

    /// The second `dialect_text` crash: a top-level op with SSA operands made pliron panic
    /// ("NameTracker doesn't have an active scope"); now refused before pliron parses.
    #[test]
    fn top_level_op_other_than_a_module_is_an_error_not_a_panic() {
        let ctx = &mut Context::new();
        let crash =
            include_bytes!("../../fuzz/regressions/dialect_text/top-level-op-with-operands");
        let text = String::from_utf8_lossy(crash);
        let err = parse_operation_text(ctx, &text).unwrap_err();
        assert!(
            err.starts_with("1:1: the text must start with `builtin.module`"),
            "{err}"
        );
        let err =
            parse_operation_text(ctx, "v1 = mir.ibin Or v2, v3 : builtin.integer i32").unwrap_err();
        assert!(err.contains("builtin.module"), "{err}");
    }

    #[test]
    fn non_ascii_letters_in_string_literals_still_parse_through() {
        assert_eq!(non_ascii_word_char("x = \"Àé\\\"ü\" y"), None);
        assert_eq!(non_ascii_word_char("x = \"a\" é"), Some((1, 9, 'é')));
    }
}
