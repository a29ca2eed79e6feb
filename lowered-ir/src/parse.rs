//! The text parser of the LoweredOp IR: reads exactly the format `print.rs` writes.
//!
//! Guarantees:
//! - `parse_function(&print_function(f)) == Ok(f)` for every function whose values are
//!   numbered densely from `v0` (as [`crate::FunctionBuilder`] numbers them), and
//!   `print(parse(print(f))) == print(f)` for every function whose values all have types
//!   (no `?` in the text) and whose type-carrying ops (`iconst`, `fconst`, conversions,
//!   loads, `global_get`) have one result each, as the verifier requires. Value and block
//!   numbers are kept as written (`v7` is `Value(7)`), so golden files and error messages
//!   speak of the same names. Parsing is the identity on its own image:
//!   `parse(print(g)) == g` for every `g` that `parse` returns.
//! - `value_types[n]` is the type annotated at the definition of `vN`; a value that is only
//!   used, or never mentioned, gets `i32` (the verifier reports the missing definition).
//! - It never panics and never allocates more than a small multiple of the input: a value
//!   number above `max(2^20, text length)` is an error, not a table of that size.
//!
//! Beyond the printer's output it accepts only what costs nothing to accept: any amount of
//! spaces and tabs between tokens, blank lines, `;` comments to the end of a line, and
//! decimal as well as `0x` hexadecimal constants. It must not judge well-formedness (types of
//! operands, dominance, successors): that is the verifier's job, so a parsed function
//! should be verified before use.

use crate::function::{BlockId, GlobalDecl, Inst, LoweredBlock, LoweredFunction, Value};
use crate::ops::{
    BlockCall, ConvOp, FloatBinOp, FloatCmpOp, FloatUnOp, InstanceOp, IntBinOp, IntCmpOp, IntUnOp,
    LoadExtend, LoweredOp, Shape, SpecialReg, Terminator, TrapKind, VecBinOp, VecTestOp, VecUnOp,
};
use crate::types::{LoweredSignature, LoweredType};

/// A parse failure: where it is (1-based line and column, counted in characters) and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    /// One lowercase line, e.g. "unknown op `fmadd`".
    pub message: String,
}

/// Value numbers up to this bound are always accepted; above it only up to the input length.
const MIN_VALUE_LIMIT: usize = 1 << 20;

/// Parses one function; anything but blank lines and comments after it is an error.
pub fn parse_function(text: &str) -> Result<LoweredFunction, ParseError> {
    let mut p = Parser::new(text);
    let Some(func) = p.function()? else {
        return Err(p.error_at_end("expected `function`, found the end of the input"));
    };
    if let Some(line) = p.next_line()? {
        let column = line.tokens.first().map_or(1, |t| t.column);
        return Err(err(
            line.number,
            column,
            "unexpected text after the end of the function",
        ));
    }
    Ok(func)
}

/// Parses a sequence of functions (a module's worth of text), in order.
pub fn parse_functions(text: &str) -> Result<Vec<LoweredFunction>, ParseError> {
    let mut p = Parser::new(text);
    let mut out = Vec::new();
    while let Some(func) = p.function()? {
        out.push(func);
    }
    Ok(out)
}

fn err(line: usize, column: usize, message: impl Into<String>) -> ParseError {
    ParseError {
        line,
        column,
        message: message.into(),
    }
}

// ---------------------------------------------------------------------------------------
// Lexer: one line at a time.

#[derive(Clone, Debug, PartialEq)]
enum Tok<'a> {
    /// Letters, digits and `_ . $ -`: keywords, names, values, numbers.
    Word(&'a str),
    /// A quoted string with its escapes resolved (function names only).
    Str(String),
    /// One of `( ) , : = [ ] { } @`.
    Punct(char),
    /// `->`.
    Arrow,
}

#[derive(Clone, Debug)]
struct Token<'a> {
    tok: Tok<'a>,
    column: usize,
}

/// The tokens of one non-blank line.
struct Line<'a> {
    number: usize,
    tokens: Vec<Token<'a>>,
    /// Column just past the last character (where "end of line" errors point).
    end_column: usize,
}

fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '$' | '-')
}

fn lex_line(number: usize, text: &str) -> Result<Line<'_>, ParseError> {
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut tokens = Vec::new();
    let mut i = 0;
    while let Some(&(start, c)) = chars.get(i) {
        let column = i + 1;
        let next = chars.get(i + 1).map(|&(_, c)| c);
        match c {
            ' ' | '\t' | '\r' => i += 1,
            ';' => break,
            '(' | ')' | ',' | ':' | '=' | '[' | ']' | '{' | '}' | '@' => {
                tokens.push(Token {
                    tok: Tok::Punct(c),
                    column,
                });
                i += 1;
            }
            '-' if next == Some('>') => {
                tokens.push(Token {
                    tok: Tok::Arrow,
                    column,
                });
                i += 2;
            }
            '"' => {
                let (s, after) = lex_string(number, &chars, i)?;
                tokens.push(Token {
                    tok: Tok::Str(s),
                    column,
                });
                i = after;
            }
            c if is_word_char(c) => {
                let mut j = i;
                while let Some(&(_, d)) = chars.get(j) {
                    let arrow = d == '-' && chars.get(j + 1).map(|&(_, e)| e) == Some('>');
                    if !is_word_char(d) || arrow {
                        break;
                    }
                    j += 1;
                }
                let end = chars.get(j).map_or(text.len(), |&(b, _)| b);
                tokens.push(Token {
                    tok: Tok::Word(text.get(start..end).unwrap_or("")),
                    column,
                });
                i = j;
            }
            c => {
                return Err(err(
                    number,
                    column,
                    format!("unexpected character `{}`", c.escape_debug()),
                ))
            }
        }
    }
    Ok(Line {
        number,
        tokens,
        end_column: chars.len() + 1,
    })
}

/// Reads a string literal starting at the quote `chars[open]`; returns it and the index past
/// the closing quote. Escapes are those of Rust's `{:?}` for `str`.
fn lex_string(
    number: usize,
    chars: &[(usize, char)],
    open: usize,
) -> Result<(String, usize), ParseError> {
    let mut out = String::new();
    let mut i = open + 1;
    loop {
        let Some(&(_, c)) = chars.get(i) else {
            return Err(err(number, open + 1, "unterminated string"));
        };
        match c {
            '"' => return Ok((out, i + 1)),
            '\\' => {
                let bad = |i: usize| err(number, i + 1, "unknown escape in string");
                let Some(&(_, e)) = chars.get(i + 1) else {
                    return Err(bad(i));
                };
                let simple = match e {
                    'n' => Some('\n'),
                    't' => Some('\t'),
                    'r' => Some('\r'),
                    '0' => Some('\0'),
                    '\\' => Some('\\'),
                    '"' => Some('"'),
                    '\'' => Some('\''),
                    _ => None,
                };
                if let Some(s) = simple {
                    out.push(s);
                    i += 2;
                    continue;
                }
                if e != 'u' || chars.get(i + 2).map(|&(_, c)| c) != Some('{') {
                    return Err(bad(i));
                }
                let mut j = i + 3;
                let mut code: u32 = 0;
                let mut digits = 0;
                while let Some(d) = chars.get(j).and_then(|&(_, c)| c.to_digit(16)) {
                    if digits == 6 {
                        return Err(bad(i));
                    }
                    code = code * 16 + d;
                    digits += 1;
                    j += 1;
                }
                if digits == 0 || chars.get(j).map(|&(_, c)| c) != Some('}') {
                    return Err(bad(i));
                }
                let Some(ch) = char::from_u32(code) else {
                    return Err(err(number, i + 1, "escape is not a unicode scalar value"));
                };
                out.push(ch);
                i = j + 1;
            }
            c => {
                out.push(c);
                i += 1;
            }
        }
    }
}

fn describe(tok: Option<&Tok<'_>>) -> String {
    match tok {
        None => "the end of the line".to_string(),
        Some(Tok::Word(w)) => format!("`{w}`"),
        Some(Tok::Str(_)) => "a string".to_string(),
        Some(Tok::Punct(c)) => format!("`{c}`"),
        Some(Tok::Arrow) => "`->`".to_string(),
    }
}

/// Reads the tokens of one line, left to right.
struct Cursor<'l, 'a> {
    line: &'l Line<'a>,
    pos: usize,
}

impl<'l, 'a> Cursor<'l, 'a> {
    fn new(line: &'l Line<'a>) -> Self {
        Cursor { line, pos: 0 }
    }

    fn peek(&self) -> Option<&'l Tok<'a>> {
        self.line.tokens.get(self.pos).map(|t| &t.tok)
    }

    fn column(&self) -> usize {
        self.line
            .tokens
            .get(self.pos)
            .map_or(self.line.end_column, |t| t.column)
    }

    /// An error at the current token (or the end of the line).
    fn error(&self, message: impl Into<String>) -> ParseError {
        err(self.line.number, self.column(), message)
    }

    fn expected(&self, what: &str) -> ParseError {
        self.error(format!("expected {what}, found {}", describe(self.peek())))
    }

    fn eat_punct(&mut self, c: char) -> bool {
        if self.peek() == Some(&Tok::Punct(c)) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn expect_punct(&mut self, c: char) -> Result<(), ParseError> {
        if self.eat_punct(c) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{c}`")))
        }
    }

    /// After a list item: `true` at the closing `close`, `false` after a `,`.
    fn list_end(&mut self, close: char) -> Result<bool, ParseError> {
        if self.eat_punct(close) {
            Ok(true)
        } else if self.eat_punct(',') {
            Ok(false)
        } else {
            Err(self.expected(&format!("`,` or `{close}`")))
        }
    }

    fn expect_arrow(&mut self) -> Result<(), ParseError> {
        if self.peek() == Some(&Tok::Arrow) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.expected("`->`"))
        }
    }

    /// The next token if it is a word, with its column.
    fn word(&mut self, what: &str) -> Result<(&'a str, usize), ParseError> {
        match self.peek() {
            Some(Tok::Word(w)) => {
                let column = self.column();
                self.pos += 1;
                Ok((w, column))
            }
            _ => Err(self.expected(what)),
        }
    }

    fn keyword(&mut self, kw: &str) -> Result<(), ParseError> {
        if self.peek() == Some(&Tok::Word(kw)) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.expected(&format!("`{kw}`")))
        }
    }

    fn finish(&self) -> Result<(), ParseError> {
        match self.peek() {
            None => Ok(()),
            Some(t) => Err(self.error(format!(
                "unexpected {} at the end of the line",
                describe(Some(t))
            ))),
        }
    }

    fn ty(&mut self) -> Result<LoweredType, ParseError> {
        let column = self.column();
        let (w, _) = self.word("a type")?;
        LoweredType::from_name(w)
            .ok_or_else(|| err(self.line.number, column, format!("unknown type `{w}`")))
    }

    /// `(` [type {`,` type}] `)`.
    fn type_list(&mut self) -> Result<Vec<LoweredType>, ParseError> {
        self.expect_punct('(')?;
        let mut out = Vec::new();
        if self.eat_punct(')') {
            return Ok(out);
        }
        loop {
            out.push(self.ty()?);
            if self.list_end(')')? {
                return Ok(out);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Numbers.

/// `PREFIX` followed by a decimal `u32` without leading zeros (`v12`, `block3`, `g0`).
/// An index written with its prefix (`table3`, `elem0`, `type2`), as the next word.
fn prefixed(cur: &mut Cursor<'_, '_>, prefix: &str) -> Result<u32, ParseError> {
    let c = cur.column();
    let (w, _) = cur.word(&format!("`{prefix}N`"))?;
    indexed(w, prefix).ok_or_else(|| {
        err(
            cur.line.number,
            c,
            format!("expected `{prefix}N`, found `{w}`"),
        )
    })
}

fn indexed(word: &str, prefix: &str) -> Option<u32> {
    let digits = word.strip_prefix(prefix)?;
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    digits.parse().ok()
}

/// A `0x` hexadecimal or decimal literal fitting in 64 bits.
fn literal_u64(word: &str) -> Option<u64> {
    if let Some(hex) = word.strip_prefix("0x") {
        if hex.is_empty() || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return None;
        }
        u64::from_str_radix(hex, 16).ok()
    } else {
        if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        word.parse().ok()
    }
}

// ---------------------------------------------------------------------------------------
// Parser.

struct Parser<'a> {
    lines: std::iter::Enumerate<std::str::Lines<'a>>,
    /// Number of the last line read (for errors at the end of the input).
    last_line: usize,
    value_limit: usize,
}

/// The function being parsed.
struct FunctionState {
    /// Annotated type of each value number mentioned so far (`None`: used, never defined).
    value_types: Vec<Option<LoweredType>>,
    blocks: Vec<LoweredBlock>,
    /// Whether the last block in `blocks` has had its terminator.
    open_block: bool,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        Parser {
            lines: text.lines().enumerate(),
            last_line: 1,
            value_limit: MIN_VALUE_LIMIT.max(text.len()),
        }
    }

    fn error_at_end(&self, message: &str) -> ParseError {
        err(self.last_line, 1, message)
    }

    /// The next line with at least one token.
    fn next_line(&mut self) -> Result<Option<Line<'a>>, ParseError> {
        for (i, text) in self.lines.by_ref() {
            self.last_line = i + 1;
            let line = lex_line(i + 1, text)?;
            if !line.tokens.is_empty() {
                return Ok(Some(line));
            }
        }
        Ok(None)
    }

    /// Parses the next function, or returns `None` at the end of the input.
    fn function(&mut self) -> Result<Option<LoweredFunction>, ParseError> {
        let Some(header) = self.next_line()? else {
            return Ok(None);
        };
        let mut cur = Cursor::new(&header);
        cur.keyword("function")?;
        cur.expect_punct('@')?;
        let name = match cur.peek() {
            Some(Tok::Word(w)) => w.to_string(),
            Some(Tok::Str(s)) => s.clone(),
            _ => return Err(cur.expected("a function name")),
        };
        cur.pos += 1;
        let params = cur.type_list()?;
        cur.expect_arrow()?;
        let results = cur.type_list()?;
        cur.expect_punct('{')?;
        cur.finish()?;

        let mut globals = Vec::new();
        let mut st = FunctionState {
            value_types: Vec::new(),
            blocks: Vec::new(),
            open_block: false,
        };
        loop {
            let Some(line) = self.next_line()? else {
                return Err(
                    self.error_at_end(&format!("missing `}}` at the end of function `{name}`"))
                );
            };
            let mut cur = Cursor::new(&line);
            match cur.peek() {
                Some(Tok::Punct('}')) => {
                    self.close_block(&st, &cur)?;
                    cur.pos += 1;
                    cur.finish()?;
                    break;
                }
                Some(Tok::Word("global")) => {
                    if !st.blocks.is_empty() {
                        return Err(
                            cur.error("global declarations must come before the first block")
                        );
                    }
                    cur.pos += 1;
                    globals.push(global_decl(&mut cur)?);
                }
                Some(Tok::Word(w)) if w.starts_with("block") => {
                    self.close_block(&st, &cur)?;
                    let block = self.block_header(&mut st, &mut cur)?;
                    st.blocks.push(block);
                    st.open_block = true;
                }
                _ => self.inst_or_terminator(&mut st, &mut cur)?,
            }
        }
        let value_types = st
            .value_types
            .iter()
            .map(|t| t.unwrap_or(LoweredType::I32))
            .collect();
        Ok(Some(LoweredFunction {
            name,
            signature: LoweredSignature { params, results },
            value_types,
            blocks: st.blocks,
            globals,
        }))
    }

    /// Errors if the current block still lacks its terminator.
    fn close_block(&self, st: &FunctionState, cur: &Cursor<'_, '_>) -> Result<(), ParseError> {
        match st.blocks.last() {
            Some(b) if st.open_block => Err(cur.error(format!("{} has no terminator", b.id))),
            _ => Ok(()),
        }
    }

    /// `blockN(vA: t, ...):`
    fn block_header(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<LoweredBlock, ParseError> {
        let id = block_id(cur)?;
        cur.expect_punct('(')?;
        let mut params = Vec::new();
        if !cur.eat_punct(')') {
            loop {
                params.push(self.typed_value(st, cur)?);
                if cur.list_end(')')? {
                    break;
                }
            }
        }
        cur.expect_punct(':')?;
        cur.finish()?;
        Ok(LoweredBlock {
            id,
            params,
            insts: Vec::new(),
            term: Terminator::Trap {
                kind: TrapKind::Unreachable,
            },
        })
    }

    /// Records a mention of value number `n`, growing the type table within the limit.
    fn mention(
        &self,
        st: &mut FunctionState,
        n: u32,
        cur: &Cursor<'_, '_>,
        column: usize,
    ) -> Result<usize, ParseError> {
        let i = n as usize;
        if i >= self.value_limit {
            return Err(err(
                cur.line.number,
                column,
                format!(
                    "value number v{n} is too large (at most v{} here)",
                    self.value_limit - 1
                ),
            ));
        }
        if st.value_types.len() <= i {
            st.value_types.resize(i + 1, None);
        }
        Ok(i)
    }

    /// A used value `vN`.
    fn value(&self, st: &mut FunctionState, cur: &mut Cursor<'_, '_>) -> Result<Value, ParseError> {
        let column = cur.column();
        let (w, _) = cur.word("a value like `v3`")?;
        let Some(n) = indexed(w, "v") else {
            return Err(err(
                cur.line.number,
                column,
                format!("expected a value like `v3`, found `{w}`"),
            ));
        };
        self.mention(st, n, cur, column)?;
        Ok(Value(n))
    }

    /// A defined value `vN: type`.
    fn typed_value(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<Value, ParseError> {
        let column = cur.column();
        let v = self.value(st, cur)?;
        cur.expect_punct(':')?;
        let ty = cur.ty()?;
        let i = self.mention(st, v.0, cur, column)?;
        match st.value_types.get_mut(i) {
            Some(slot @ None) => *slot = Some(ty),
            Some(Some(old)) if *old != ty => {
                return Err(err(
                    cur.line.number,
                    column,
                    format!("{v} is defined as {old} and as {ty}"),
                ))
            }
            _ => {}
        }
        Ok(v)
    }

    /// `v, v, ...` up to (not including) the closing `)`.
    /// `tableT, typeI, vC(args)`: what `call_indirect` and `return_call_indirect` name.
    fn indirect_call(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<(u32, u32, Value, Vec<Value>), ParseError> {
        let table = prefixed(cur, "table")?;
        cur.expect_punct(',')?;
        let type_index = prefixed(cur, "type")?;
        cur.expect_punct(',')?;
        let callee = self.value(st, cur)?;
        cur.expect_punct('(')?;
        Ok((table, type_index, callee, self.value_list(st, cur, ')')?))
    }

    /// `typeT, vC(args)` of `call_ref` and `return_call_ref`.
    fn ref_call(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<(u32, Value, Vec<Value>), ParseError> {
        let type_index = prefixed(cur, "type")?;
        cur.expect_punct(',')?;
        let callee = self.value(st, cur)?;
        cur.expect_punct('(')?;
        Ok((type_index, callee, self.value_list(st, cur, ')')?))
    }

    /// The operands of instance op `op` (each after a comma), and the op.
    fn instance_args(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
        op: InstanceOp,
    ) -> Result<LoweredOp, ParseError> {
        let mut args = Vec::with_capacity(op.arity());
        for _ in 0..op.arity() {
            cur.expect_punct(',')?;
            args.push(self.value(st, cur)?);
        }
        Ok(LoweredOp::Instance { op, args })
    }

    fn value_list(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
        close: char,
    ) -> Result<Vec<Value>, ParseError> {
        let mut out = Vec::new();
        if cur.eat_punct(close) {
            return Ok(out);
        }
        loop {
            out.push(self.value(st, cur)?);
            if cur.list_end(close)? {
                return Ok(out);
            }
        }
    }

    /// `blockN(args)`.
    fn block_call(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<BlockCall, ParseError> {
        let block = block_id(cur)?;
        cur.expect_punct('(')?;
        let args = self.value_list(st, cur, ')')?;
        Ok(BlockCall { block, args })
    }

    fn inst_or_terminator(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<(), ParseError> {
        let Some(last) = st.blocks.last() else {
            return Err(cur.error("an op outside a block (expected `blockN(...):` first)"));
        };
        if !st.open_block {
            return Err(cur.error(format!("an op after the terminator of {}", last.id)));
        }
        // Results: `vN: t, ... =`, recognised by the `:` after the first word.
        let mut results: Vec<(Value, LoweredType)> = Vec::new();
        let has_results = matches!(
            cur.line.tokens.get(1),
            Some(Token {
                tok: Tok::Punct(':'),
                ..
            })
        );
        if has_results {
            loop {
                let v = self.typed_value(st, cur)?;
                let ty = st
                    .value_types
                    .get(v.0 as usize)
                    .copied()
                    .flatten()
                    .unwrap_or(LoweredType::I32);
                results.push((v, ty));
                if cur.eat_punct('=') {
                    break;
                }
                cur.expect_punct(',')?;
            }
        }
        let (word, column) = cur.word("an op")?;
        if let Some(term) = self.terminator(st, cur, word)? {
            if has_results {
                return Err(err(
                    cur.line.number,
                    column,
                    format!("terminator `{word}` has no results"),
                ));
            }
            cur.finish()?;
            if let Some(block) = st.blocks.last_mut() {
                block.term = term;
            }
            st.open_block = false;
            return Ok(());
        }
        let op = self.op(st, cur, word, column, &results)?;
        cur.finish()?;
        if let Some(block) = st.blocks.last_mut() {
            block.insts.push(Inst {
                results: results.iter().map(|(v, _)| *v).collect(),
                op,
            });
        }
        Ok(())
    }

    /// Parses a terminator if `word` names one.
    fn terminator(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
        word: &str,
    ) -> Result<Option<Terminator>, ParseError> {
        let term = match word {
            "jump" => Terminator::Jump(self.block_call(st, cur)?),
            "brif" => {
                let cond = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let then_dest = self.block_call(st, cur)?;
                cur.expect_punct(',')?;
                let else_dest = self.block_call(st, cur)?;
                Terminator::Branch {
                    cond,
                    then_dest,
                    else_dest,
                }
            }
            "br_table" => {
                let index = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let default = self.block_call(st, cur)?;
                cur.expect_punct(',')?;
                cur.expect_punct('[')?;
                let mut targets = Vec::new();
                if !cur.eat_punct(']') {
                    loop {
                        targets.push(self.block_call(st, cur)?);
                        if cur.list_end(']')? {
                            break;
                        }
                    }
                }
                Terminator::BrTable {
                    index,
                    default,
                    targets,
                }
            }
            "return" => {
                let mut values = Vec::new();
                if cur.peek().is_some() {
                    loop {
                        values.push(self.value(st, cur)?);
                        if !cur.eat_punct(',') {
                            break;
                        }
                    }
                }
                Terminator::Return { values }
            }
            "trap" => Terminator::Trap {
                kind: trap_kind(cur)?,
            },
            "return_call_ref" => {
                let (type_index, callee, args) = self.ref_call(st, cur)?;
                Terminator::ReturnCallRef {
                    type_index,
                    callee,
                    args,
                }
            }
            "return_call_indirect" => {
                let (table, type_index, callee, args) = self.indirect_call(st, cur)?;
                Terminator::ReturnCallIndirect {
                    table,
                    type_index,
                    callee,
                    args,
                }
            }
            "return_call" => {
                let callee = prefixed(cur, "func")?;
                cur.expect_punct('(')?;
                Terminator::ReturnCall {
                    callee,
                    args: self.value_list(st, cur, ')')?,
                }
            }
            _ => return Ok(None),
        };
        Ok(Some(term))
    }

    /// Parses the op named `word` (already consumed, at `column`).
    fn op(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
        word: &str,
        column: usize,
        results: &[(Value, LoweredType)],
    ) -> Result<LoweredOp, ParseError> {
        // Ops that carry a type take it from their single result annotation.
        let result_ty = || match results {
            [(_, t)] => Ok(*t),
            _ => Err(err(
                cur.line.number,
                column,
                format!("`{word}` needs exactly one result `vN: type`"),
            )),
        };
        let op = match word {
            "iconst" => LoweredOp::IConst {
                ty: result_ty()?,
                bits: number_u64(cur)?,
            },
            "fconst" => LoweredOp::FConst {
                ty: result_ty()?,
                bits: number_u64(cur)?,
            },
            "icmp" => {
                let c = cur.column();
                let (w, _) = cur.word("an integer condition")?;
                let op = IntCmpOp::from_name(w).ok_or_else(|| {
                    err(
                        cur.line.number,
                        c,
                        format!("unknown integer condition `{w}`"),
                    )
                })?;
                let (lhs, rhs) = self.two_values(st, cur)?;
                LoweredOp::IntCmp { op, lhs, rhs }
            }
            "fcmp" => {
                let c = cur.column();
                let (w, _) = cur.word("a float condition")?;
                let op = FloatCmpOp::from_name(w).ok_or_else(|| {
                    err(cur.line.number, c, format!("unknown float condition `{w}`"))
                })?;
                let (lhs, rhs) = self.two_values(st, cur)?;
                LoweredOp::FloatCmp { op, lhs, rhs }
            }
            "select" => {
                let cond = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let (if_true, if_false) = self.two_values(st, cur)?;
                LoweredOp::Select {
                    cond,
                    if_true,
                    if_false,
                }
            }
            "trap_if" => {
                let cond = self.value(st, cur)?;
                cur.expect_punct(',')?;
                LoweredOp::TrapIf {
                    cond,
                    kind: trap_kind(cur)?,
                }
            }
            "bounds_check" => {
                let addr = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let offset = labelled_u32(cur, "offset")?;
                cur.expect_punct(',')?;
                let size = labelled_u32(cur, "size")?;
                LoweredOp::BoundsCheck { addr, offset, size }
            }
            "memory_size" => LoweredOp::MemorySize { page_log2: 16 },
            "memory_length" => LoweredOp::MemoryLength,
            "memory_grow" => LoweredOp::MemoryGrow {
                delta: self.value(st, cur)?,
                page_log2: 16,
            },
            "memory_copy" => {
                let dst = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let (src, len) = self.two_values(st, cur)?;
                LoweredOp::MemoryCopy { dst, src, len }
            }
            "memory_fill" => {
                let dst = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let (value, len) = self.two_values(st, cur)?;
                LoweredOp::MemoryFill { dst, value, len }
            }
            "global_get" => LoweredOp::GlobalGet {
                index: global_index(cur)?,
                ty: result_ty()?,
            },
            "global_set" => {
                let index = global_index(cur)?;
                cur.expect_punct(',')?;
                LoweredOp::GlobalSet {
                    index,
                    value: self.value(st, cur)?,
                }
            }
            "special_reg" => {
                let c = cur.column();
                let (w, _) = cur.word("a special register")?;
                let reg = SpecialReg::from_name(w).ok_or_else(|| {
                    err(
                        cur.line.number,
                        c,
                        format!("unknown special register `{w}`"),
                    )
                })?;
                LoweredOp::ReadSpecialReg { reg }
            }
            "barrier" => LoweredOp::Barrier,
            "call" => {
                let c = cur.column();
                let (w, _) = cur.word("a callee like `func3`")?;
                let callee = indexed(w, "func").ok_or_else(|| {
                    err(
                        cur.line.number,
                        c,
                        format!("expected a callee like `func3`, found `{w}`"),
                    )
                })?;
                cur.expect_punct('(')?;
                LoweredOp::Call {
                    callee,
                    args: self.value_list(st, cur, ')')?,
                }
            }
            w if InstanceOp::NAMES.contains(&w) => {
                let op = match word {
                    "table_size" => InstanceOp::TableSize {
                        table: prefixed(cur, "table")?,
                    },
                    "table_get" => InstanceOp::TableGet {
                        table: prefixed(cur, "table")?,
                    },
                    "table_set" => InstanceOp::TableSet {
                        table: prefixed(cur, "table")?,
                    },
                    "table_grow" => InstanceOp::TableGrow {
                        table: prefixed(cur, "table")?,
                    },
                    "table_fill" => InstanceOp::TableFill {
                        table: prefixed(cur, "table")?,
                    },
                    "table_copy" => {
                        let dst_table = prefixed(cur, "table")?;
                        cur.expect_punct(',')?;
                        InstanceOp::TableCopy {
                            dst_table,
                            src_table: prefixed(cur, "table")?,
                        }
                    }
                    "table_init" => {
                        let table = prefixed(cur, "table")?;
                        cur.expect_punct(',')?;
                        InstanceOp::TableInit {
                            table,
                            segment: prefixed(cur, "elem")?,
                        }
                    }
                    "elem_drop" => InstanceOp::ElemDrop {
                        segment: prefixed(cur, "elem")?,
                    },
                    "memory_init" => InstanceOp::MemoryInit {
                        segment: prefixed(cur, "data")?,
                    },
                    "mem_size" => InstanceOp::MemSize {
                        memory: prefixed(cur, "mem")?,
                    },
                    "mem_grow" => InstanceOp::MemGrow {
                        memory: prefixed(cur, "mem")?,
                    },
                    "mem_fill" => InstanceOp::MemFill {
                        memory: prefixed(cur, "mem")?,
                    },
                    "mem_copy" => {
                        let dst_memory = prefixed(cur, "mem")?;
                        cur.expect_punct(',')?;
                        InstanceOp::MemCopy {
                            dst_memory,
                            src_memory: prefixed(cur, "mem")?,
                        }
                    }
                    "mem_init" => {
                        let memory = prefixed(cur, "mem")?;
                        cur.expect_punct(',')?;
                        InstanceOp::MemInit {
                            memory,
                            segment: prefixed(cur, "data")?,
                        }
                    }
                    _ => InstanceOp::DataDrop {
                        segment: prefixed(cur, "data")?,
                    },
                };
                self.instance_args(st, cur, op)?
            }
            "call_ref" => {
                let (type_index, callee, args) = self.ref_call(st, cur)?;
                LoweredOp::CallRef {
                    type_index,
                    callee,
                    args,
                }
            }
            "call_indirect" => {
                let (table, type_index, callee, args) = self.indirect_call(st, cur)?;
                LoweredOp::CallIndirect {
                    table,
                    type_index,
                    callee,
                    args,
                }
            }
            "vconst" => LoweredOp::VConst {
                bits: number_u128(cur)?,
            },
            "shuffle" => {
                let (lhs, rhs) = self.two_values(st, cur)?;
                cur.expect_punct(',')?;
                LoweredOp::Shuffle {
                    lanes: number_u128(cur)?.to_le_bytes(),
                    lhs,
                    rhs,
                }
            }
            w if w.starts_with("fma.") => {
                let shape = Shape::from_name(&w[4..])
                    .filter(|s| s.is_float())
                    .ok_or_else(|| err(cur.line.number, column, format!("unknown op `{w}`")))?;
                let a = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let (b, c) = self.two_values(st, cur)?;
                LoweredOp::VFma { shape, a, b, c }
            }
            "bitselect" => {
                let mask = self.value(st, cur)?;
                cur.expect_punct(',')?;
                let (if_true, if_false) = self.two_values(st, cur)?;
                LoweredOp::Bitselect {
                    mask,
                    if_true,
                    if_false,
                }
            }
            _ => {
                if let Some((name, shape)) = word
                    .split_once('.')
                    .and_then(|(n, s)| Some((n, Shape::from_name(s)?)))
                {
                    return self.vector_op(st, cur, name, shape, column);
                }
                if let Some(log2) = word.strip_prefix("memory_size.page_log2_") {
                    return Ok(LoweredOp::MemorySize {
                        page_log2: page_log2(cur, log2, column)?,
                    });
                }
                if let Some(log2) = word.strip_prefix("memory_grow.page_log2_") {
                    let page_log2 = page_log2(cur, log2, column)?;
                    return Ok(LoweredOp::MemoryGrow {
                        delta: self.value(st, cur)?,
                        page_log2,
                    });
                }
                if let Some(mem) = word.strip_prefix("mem_load.") {
                    let (extend, name) = match mem.as_bytes().first() {
                        Some(b'u') => (LoadExtend::Zero, mem.get(1..).unwrap_or("")),
                        Some(b's') => (LoadExtend::Sign, mem.get(1..).unwrap_or("")),
                        _ => (LoadExtend::None, mem),
                    };
                    let mem_ty = mem_type(cur, name, column)?;
                    let memory = prefixed(cur, "mem")?;
                    cur.expect_punct(',')?;
                    let op = InstanceOp::MemLoad {
                        memory,
                        ty: result_ty()?,
                        mem_ty,
                        extend,
                        offset: labelled_u32(cur, "offset")?,
                    };
                    self.instance_args(st, cur, op)?
                } else if let Some(name) = word.strip_prefix("mem_store.") {
                    let mem_ty = mem_type(cur, name, column)?;
                    let memory = prefixed(cur, "mem")?;
                    cur.expect_punct(',')?;
                    let value_ty = cur.ty()?;
                    cur.expect_punct(',')?;
                    let op = InstanceOp::MemStore {
                        memory,
                        value_ty,
                        mem_ty,
                        offset: labelled_u32(cur, "offset")?,
                    };
                    self.instance_args(st, cur, op)?
                } else if let Some(mem) = word.strip_prefix("load.") {
                    let (extend, name) = match mem.as_bytes().first() {
                        Some(b'u') => (LoadExtend::Zero, mem.get(1..).unwrap_or("")),
                        Some(b's') => (LoadExtend::Sign, mem.get(1..).unwrap_or("")),
                        _ => (LoadExtend::None, mem),
                    };
                    let mem_ty = mem_type(cur, name, column)?;
                    let addr = self.value(st, cur)?;
                    cur.expect_punct(',')?;
                    LoweredOp::Load {
                        ty: result_ty()?,
                        mem_ty,
                        extend,
                        addr,
                        offset: labelled_u32(cur, "offset")?,
                    }
                } else if let Some(name) = word.strip_prefix("atomic_add.") {
                    let mem_ty = mem_type(cur, name, column)?;
                    let (value, addr) = self.two_values(st, cur)?;
                    cur.expect_punct(',')?;
                    LoweredOp::AtomicAdd {
                        mem_ty,
                        value,
                        addr,
                        offset: labelled_u32(cur, "offset")?,
                    }
                } else if let Some(name) = word.strip_prefix("store.") {
                    let mem_ty = mem_type(cur, name, column)?;
                    let (value, addr) = self.two_values(st, cur)?;
                    cur.expect_punct(',')?;
                    LoweredOp::Store {
                        mem_ty,
                        value,
                        addr,
                        offset: labelled_u32(cur, "offset")?,
                    }
                } else if let Some(op) = IntBinOp::from_name(word) {
                    let (lhs, rhs) = self.two_values(st, cur)?;
                    LoweredOp::IntBin { op, lhs, rhs }
                } else if let Some(op) = FloatBinOp::from_name(word) {
                    let (lhs, rhs) = self.two_values(st, cur)?;
                    LoweredOp::FloatBin { op, lhs, rhs }
                } else if let Some(op) = IntUnOp::from_name(word) {
                    LoweredOp::IntUn {
                        op,
                        arg: self.value(st, cur)?,
                    }
                } else if let Some(op) = FloatUnOp::from_name(word) {
                    LoweredOp::FloatUn {
                        op,
                        arg: self.value(st, cur)?,
                    }
                } else if let Some(op) = ConvOp::from_name(word) {
                    LoweredOp::Convert {
                        op,
                        arg: self.value(st, cur)?,
                        to: result_ty()?,
                    }
                } else {
                    return Err(err(cur.line.number, column, format!("unknown op `{word}`")));
                }
            }
        };
        Ok(op)
    }

    /// A vector op written `NAME.SHAPE ...` (`NAME.SHAPE` already consumed, at `column`).
    fn vector_op(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
        name: &str,
        shape: Shape,
        column: usize,
    ) -> Result<LoweredOp, ParseError> {
        let op = match name {
            "icmp" => {
                let c = cur.column();
                let (w, _) = cur.word("an integer condition")?;
                let op = IntCmpOp::from_name(w).ok_or_else(|| {
                    err(
                        cur.line.number,
                        c,
                        format!("unknown integer condition `{w}`"),
                    )
                })?;
                let (lhs, rhs) = self.two_values(st, cur)?;
                LoweredOp::VIntCmp {
                    op,
                    shape,
                    lhs,
                    rhs,
                }
            }
            "fcmp" => {
                let c = cur.column();
                let (w, _) = cur.word("a float condition")?;
                let op = FloatCmpOp::from_name(w).ok_or_else(|| {
                    err(cur.line.number, c, format!("unknown float condition `{w}`"))
                })?;
                let (lhs, rhs) = self.two_values(st, cur)?;
                LoweredOp::VFloatCmp {
                    op,
                    shape,
                    lhs,
                    rhs,
                }
            }
            "splat" => LoweredOp::Splat {
                shape,
                arg: self.value(st, cur)?,
            },
            "extractlane" => {
                let arg = self.value(st, cur)?;
                cur.expect_punct(',')?;
                LoweredOp::ExtractLane {
                    shape,
                    lane: lane_number(cur)?,
                    arg,
                }
            }
            "insertlane" => {
                let (vector, value) = self.two_values(st, cur)?;
                cur.expect_punct(',')?;
                LoweredOp::InsertLane {
                    shape,
                    lane: lane_number(cur)?,
                    vector,
                    value,
                }
            }
            _ => {
                if let Some(op) = VecBinOp::from_name(name) {
                    let (lhs, rhs) = self.two_values(st, cur)?;
                    LoweredOp::VBin {
                        op,
                        shape,
                        lhs,
                        rhs,
                    }
                } else if let Some(op) = VecUnOp::from_name(name) {
                    LoweredOp::VUn {
                        op,
                        shape,
                        arg: self.value(st, cur)?,
                    }
                } else if let Some(op) = VecTestOp::from_name(name) {
                    LoweredOp::VTest {
                        op,
                        shape,
                        arg: self.value(st, cur)?,
                    }
                } else {
                    return Err(err(
                        cur.line.number,
                        column,
                        format!("unknown vector op `{name}.{}`", shape.name()),
                    ));
                }
            }
        };
        Ok(op)
    }

    /// `vA, vB`.
    fn two_values(
        &self,
        st: &mut FunctionState,
        cur: &mut Cursor<'_, '_>,
    ) -> Result<(Value, Value), ParseError> {
        let a = self.value(st, cur)?;
        cur.expect_punct(',')?;
        let b = self.value(st, cur)?;
        Ok((a, b))
    }
}

fn block_id(cur: &mut Cursor<'_, '_>) -> Result<BlockId, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a block like `block1`")?;
    indexed(w, "block").map(BlockId).ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("expected a block like `block1`, found `{w}`"),
        )
    })
}

fn trap_kind(cur: &mut Cursor<'_, '_>) -> Result<TrapKind, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a trap kind")?;
    TrapKind::from_name(w)
        .ok_or_else(|| err(cur.line.number, column, format!("unknown trap kind `{w}`")))
}

fn global_index(cur: &mut Cursor<'_, '_>) -> Result<u32, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a global like `g0`")?;
    indexed(w, "g").ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("expected a global like `g0`, found `{w}`"),
        )
    })
}

/// The page size of a `memory_size.page_log2_N` / `memory_grow.page_log2_N` op (N at most 16).
fn page_log2(cur: &Cursor<'_, '_>, text: &str, column: usize) -> Result<u8, ParseError> {
    text.parse::<u8>().ok().filter(|n| *n <= 16).ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("`{text}` is no page size's log2 (0 to 16)"),
        )
    })
}

fn mem_type(cur: &Cursor<'_, '_>, name: &str, column: usize) -> Result<LoweredType, ParseError> {
    LoweredType::from_name(name).ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("unknown memory type `{name}`"),
        )
    })
}

fn number_u64(cur: &mut Cursor<'_, '_>) -> Result<u64, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a number")?;
    literal_u64(w).ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("`{w}` is not a number that fits in 64 bits"),
        )
    })
}

fn number_u128(cur: &mut Cursor<'_, '_>) -> Result<u128, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a number")?;
    let parsed = match w.strip_prefix("0x") {
        Some(hex) if !hex.is_empty() && hex.bytes().all(|b| b.is_ascii_hexdigit()) => {
            u128::from_str_radix(hex, 16).ok()
        }
        Some(_) => None,
        None if !w.is_empty() && w.bytes().all(|b| b.is_ascii_digit()) => w.parse().ok(),
        None => None,
    };
    parsed.ok_or_else(|| {
        err(
            cur.line.number,
            column,
            format!("`{w}` is not a number that fits in 128 bits"),
        )
    })
}

/// A lane index (at most 255; the verifier checks it against the shape).
fn lane_number(cur: &mut Cursor<'_, '_>) -> Result<u8, ParseError> {
    let column = cur.column();
    let (w, _) = cur.word("a lane number")?;
    literal_u64(w)
        .and_then(|n| u8::try_from(n).ok())
        .ok_or_else(|| {
            err(
                cur.line.number,
                column,
                format!("`{w}` is not a lane number"),
            )
        })
}

/// `LABEL N` with `N` fitting in 32 bits (`offset 8`, `size 4`).
fn labelled_u32(cur: &mut Cursor<'_, '_>, label: &str) -> Result<u32, ParseError> {
    cur.keyword(label)?;
    let column = cur.column();
    let (w, _) = cur.word("a number")?;
    literal_u64(w)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| {
            err(
                cur.line.number,
                column,
                format!("`{w}` is not a number that fits in 32 bits"),
            )
        })
}

/// `global gN: type [mut] = bits` (after the `global` keyword).
fn global_decl(cur: &mut Cursor<'_, '_>) -> Result<GlobalDecl, ParseError> {
    let index = global_index(cur)?;
    cur.expect_punct(':')?;
    let ty = cur.ty()?;
    let mutable = cur.peek() == Some(&Tok::Word("mut"));
    if mutable {
        cur.pos += 1;
    }
    cur.expect_punct('=')?;
    let init_bits = number_u128(cur)?;
    cur.finish()?;
    Ok(GlobalDecl {
        index,
        ty,
        mutable,
        init_bits,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::print::print_function;
    use crate::verify::verify_function;

    const SAMPLE: &str = "\
function @sample(i32, f32) -> (i32) {
  global g0: i32 mut = 0x10000
block0(v0: i32, v1: f32):
  v2: i32 = iconst 0x2a
  v3: i8 = icmp slt v0, v2
  brif v3, block1(v0), block2()
block1(v4: i32):
  v5: i32 = global_get g0
  v6: i32 = iadd v4, v5
  bounds_check v6, offset 4, size 4
  v7: i64 = load.ui16 v6, offset 4
  store.i8 v7, v6, offset 0
  return v6
block2():
  v8: f64 = fpromote v1
  v9: i32, v10: i32 = call func3(v0, v8)
  br_table v10, block1(v9), [block1(v0), block1(v10)]
}
";

    fn message(text: &str) -> (usize, usize, String) {
        let e = parse_function(text).expect_err("should not parse");
        (e.line, e.column, e.message)
    }

    #[test]
    fn sample_parses_and_prints_back() {
        let f = parse_function(SAMPLE).expect("parses");
        assert_eq!(print_function(&f), SAMPLE);
        assert_eq!(f.name, "sample");
        assert_eq!(f.value_types.len(), 11);
        assert_eq!(f.value_types[7], LoweredType::I64);
        assert_eq!(
            f.blocks[1].insts[3].op,
            LoweredOp::Load {
                ty: LoweredType::I64,
                mem_ty: LoweredType::I16,
                extend: LoadExtend::Zero,
                addr: Value(6),
                offset: 4
            }
        );
    }

    #[test]
    fn sample_with_comments_and_spacing_parses_to_the_same_function() {
        let loose = SAMPLE
            .replace("  v2: i32", "\n ; a comment line\n\tv2 :i32")
            .replace("iadd v4, v5", "iadd   v4 ,v5 ; trailing")
            .replace("iconst 0x2a", "iconst 42");
        assert_eq!(parse_function(&loose), parse_function(SAMPLE));
    }

    #[test]
    fn quoted_names_round_trip() {
        for name in [
            "",
            "a b",
            "x->y",
            "quote\"back\\slash",
            "tab\tnl\n",
            "ünï",
            "\u{301}e",
        ] {
            let text = SAMPLE.replace("@sample", &format!("@{}", crate::print::name_text(name)));
            let f = parse_function(&text).unwrap_or_else(|e| panic!("{name:?}: {e}"));
            assert_eq!(f.name, name);
            assert_eq!(print_function(&f), text);
        }
    }

    #[test]
    fn sparse_values_are_kept_and_gaps_get_i32() {
        let f = parse_function(
            "function @f() -> (f64) {\nblock7():\n  v5: f64 = fconst 0x7ff8000000000001\n  return v5\n}\n",
        )
        .expect("parses");
        assert_eq!(f.blocks[0].id, BlockId(7));
        assert_eq!(
            f.value_types,
            vec![LoweredType::I32; 5]
                .into_iter()
                .chain([LoweredType::F64])
                .collect::<Vec<_>>()
        );
        assert_eq!(
            f.blocks[0].insts[0].op,
            LoweredOp::FConst {
                ty: LoweredType::F64,
                bits: 0x7ff8_0000_0000_0001
            }
        );
    }

    #[test]
    fn several_functions_parse_in_order() {
        let two = format!("{SAMPLE}\n; next\n{}", SAMPLE.replace("@sample", "@other"));
        let fs = parse_functions(&two).expect("parses");
        assert_eq!(fs.len(), 2);
        assert_eq!(fs[1].name, "other");
        assert_eq!(
            message(&two).2,
            "unexpected text after the end of the function"
        );
        assert_eq!(parse_functions("  \n; nothing\n"), Ok(vec![]));
    }

    #[test]
    fn parsed_sample_is_verified_except_for_the_call_results() {
        // The sample calls func3 with results, which the verifier accepts as is.
        let f = parse_function(SAMPLE).expect("parses");
        assert_eq!(verify_function(&f), Ok(()));
    }

    /// Bad inputs and the error each must give: (text, line, column, message).
    #[rustfmt::skip]
    const BAD: &[(&str, usize, usize, &str)] = &[
        ("", 1, 1, "expected `function`, found the end of the input"),
        ("func @f() -> () {", 1, 1, "expected `function`, found `func`"),
        ("function f() -> () {", 1, 10, "expected `@`, found `f`"),
        ("function @() -> () {", 1, 11, "expected a function name, found `(`"),
        ("function @f(i31) -> () {", 1, 13, "unknown type `i31`"),
        ("function @f() -> (i32 {", 1, 23, "expected `,` or `)`, found `{`"),
        ("function @f() () {", 1, 15, "expected `->`, found `(`"),
        ("function @\"abc", 1, 11, "unterminated string"),
        ("function @\"a\\qb\"() -> () {", 1, 13, "unknown escape in string"),
        ("function @\"\\u{110000}\"() -> () {", 1, 12, "escape is not a unicode scalar value"),
        ("function @\"\\u{1234567}\"() -> () {", 1, 12, "unknown escape in string"),
        ("function @f() -> () {\nblock0():\n  return", 3, 1, "missing `}` at the end of function `f`"),
        ("function @f() -> () {\n  v0: i32 = iconst 1\n}", 2, 3, "an op outside a block (expected `blockN(...):` first)"),
        ("function @f() -> () {\nblock0():\n  v0: f32 = fmadd v1\n}", 3, 13, "unknown op `fmadd`"),
        ("function @f() -> () {\nblock0():\n}", 3, 1, "block0 has no terminator"),
        ("function @f() -> () {\nblock0():\nblock1():\n  return\n}", 3, 1, "block0 has no terminator"),
        ("function @f() -> () {\nblock0():\n  return\n  barrier\n}", 4, 3, "an op after the terminator of block0"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = jump block1()\n}", 3, 13, "terminator `jump` has no results"),
        ("function @f() -> () {\nblock0():\n  iconst 1\n}", 3, 3, "`iconst` needs exactly one result `vN: type`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iconst 0x\n}", 3, 20, "`0x` is not a number that fits in 64 bits"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iconst 0x10000000000000000\n}", 3, 20, "`0x10000000000000000` is not a number that fits in 64 bits"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iconst -1\n}", 3, 20, "`-1` is not a number that fits in 64 bits"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iadd v1 v2\n}", 3, 21, "expected `,`, found `v2`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iadd v1, x2\n}", 3, 22, "expected a value like `v3`, found `x2`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iadd v1, v01\n}", 3, 22, "expected a value like `v3`, found `v01`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iadd v1, v99999999999\n}", 3, 22, "expected a value like `v3`, found `v99999999999`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = iadd v1, v4000000000\n}", 3, 22, "value number v4000000000 is too large (at most v1048575 here)"),
        ("function @f() -> () {\nblock0(v0: i32):\n  v0: f32 = fconst 0\n  return\n}", 3, 3, "v0 is defined as i32 and as f32"),
        ("function @f() -> () {\nblock0():\n  trap oops\n}", 3, 8, "unknown trap kind `oops`"),
        ("function @f() -> () {\nblock0():\n  v0: i8 = icmp lt v1, v2\n}", 3, 17, "unknown integer condition `lt`"),
        ("function @f() -> () {\nblock0():\n  v0: i8 = fcmp slt v1, v2\n}", 3, 17, "unknown float condition `slt`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = special_reg lane_id\n}", 3, 25, "unknown special register `lane_id`"),
        ("function @f() -> () {\nblock0():\n  v0: i32 = load.ui24 v1, offset 0\n}", 3, 13, "unknown memory type `i24`"),
        ("function @f() -> () {\nblock0():\n  store.i32 v1, v2, offset 4294967296\n}", 3, 28, "`4294967296` is not a number that fits in 32 bits"),
        ("function @f() -> () {\nblock0():\n  bounds_check v1, size 4, offset 0\n}", 3, 20, "expected `offset`, found `size`"),
        ("function @f() -> () {\nblock0():\n  call f3()\n}", 3, 8, "expected a callee like `func3`, found `f3`"),
        ("function @f() -> () {\nblock0():\n  jump blk1()\n}", 3, 8, "expected a block like `block1`, found `blk1`"),
        ("function @f() -> () {\nblock0():\n  br_table v0, block1(), block2()\n}", 3, 26, "expected `[`, found `block2`"),
        ("function @f() -> () {\nblock0():\n  return v0 v1\n}", 3, 13, "unexpected `v1` at the end of the line"),
        ("function @f() -> () {\nblock0():\n  return ?\n}", 3, 10, "unexpected character `?`"),
        ("function @f() -> () {\nblock0():\n  return\n}\nx", 5, 1, "unexpected text after the end of the function"),
        ("function @f() -> () {\nblock0():\n  return\n  global g0: i32 = 0\n}", 4, 3, "global declarations must come before the first block"),
        ("function @f() -> () {\n  global g0: i32 mutable = 0\n}", 2, 18, "expected `=`, found `mutable`"),
    ];

    #[test]
    fn bad_input_is_reported_with_line_column_and_reason() {
        let mut wrong = Vec::new();
        for &(text, line, column, msg) in BAD {
            let got = message(text);
            if got != (line, column, msg.to_string()) {
                wrong.push(format!("{text:?}: got {got:?}"));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn display_names_line_and_column() {
        let e = parse_function("function @f() -> () {\nblock0():\n  v1: f32 = fmadd v0\n}")
            .expect_err("unknown op");
        assert_eq!(e.to_string(), "line 3, column 13: unknown op `fmadd`");
    }

    #[test]
    fn large_inputs_may_use_proportionally_large_value_numbers() {
        let padding = " ".repeat(MIN_VALUE_LIMIT + 10);
        let text = format!(
            "function @f() -> () {{\nblock0():\n  v{}: i32 = iconst 0{padding}\n  return\n}}\n",
            MIN_VALUE_LIMIT + 5
        );
        let f = parse_function(&text).expect("parses");
        assert_eq!(f.value_types.len(), MIN_VALUE_LIMIT + 6);
    }

    #[test]
    #[rustfmt::skip]
    fn garbage_never_panics() {
        let samples = [
            "function", "function @", "function @f(", "function @f(i32,", "function @f() ->",
            "function @f() -> () {\nblock0(", "function @f() -> () {\nblock0(v0",
            "function @f() -> () {\nblock0(v0:", "function @f() -> () {\nblock0():\n  v0",
            "function @f() -> () {\nblock0():\n  v0:", "function @f() -> () {\nblock0():\n  v0: i32 =",
            "function @f() -> () {\nblock0():\n  load.", "function @f() -> () {\nblock0():\n  v0: i32 = load.u",
            "function @f() -> () {\nblock0():\n  v0: i32 = load.s",
            "function @f() -> () {\nblock0():\n  br_table v0, block1(), [",
            "function @f() -> () {\nblock0():\n  br_table v0, block1(), [block2(),",
            "\"", "@\"\\", "@\"\\u{", "@\"\\u{12", "ü", "-", "->", "-->",
        ];
        for s in samples {
            let _ = parse_function(s);
            let _ = parse_functions(s);
        }
        // Every prefix of the sample, cut at every character.
        for (i, _) in SAMPLE.char_indices() {
            let _ = parse_function(&SAMPLE[..i]);
        }
    }
}
