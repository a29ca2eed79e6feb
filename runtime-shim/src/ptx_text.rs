//! Facts read from PTX text before any driver sees it: which entries it declares, each entry's
//! parameter sizes, whether it declares the trap global, and a fingerprint for the kernel cache.
//!
//! The scanner is deliberately shallow: it strips comments, then looks for `.entry NAME` and
//! the parenthesised parameter list after it. It is not a PTX validator (the driver's JIT is);
//! it exists so that an undeclared entry is `MalformedPtx` without a GPU, and so that a launch
//! never hands `cuLaunchKernel` fewer parameter pointers than the kernel reads.
//!
//! This module must not panic on any input, and must not touch a driver.

use crate::trap::{STACK_GUARD_GLOBAL, TRAP_GLOBAL};

/// The parameter list of one `.entry`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntrySignature {
    /// The entry's name.
    pub name: String,
    /// Size in bytes of each `.param`, in order; `None` where the type was not recognised.
    pub param_sizes: Vec<Option<usize>>,
}

/// A 64-bit FNV-1a fingerprint of a kernel: its PTX text and entry name.
pub fn fingerprint(ptx: &str, entry: &str) -> u64 {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut h = OFFSET;
    let bytes = ptx
        .bytes()
        .chain(std::iter::once(0xff))
        .chain(entry.bytes());
    for b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(PRIME);
    }
    h
}

/// The text with `//` and `/* */` comments replaced by spaces (string literals do not occur
/// in PTX outside comments).
pub fn strip_comments(ptx: &str) -> String {
    let mut out = String::with_capacity(ptx.len());
    let mut chars = ptx.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            for c in chars.by_ref() {
                if c == '\n' {
                    out.push('\n');
                    break;
                }
            }
        } else if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            let mut prev = '\0';
            for c in chars.by_ref() {
                if prev == '*' && c == '/' {
                    break;
                }
                prev = c;
            }
            out.push(' ');
        } else {
            out.push(c);
        }
    }
    out
}

fn is_ident_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '%'
}

/// Every `.entry` declared in the text, with its parameter list.
pub fn entries(ptx: &str) -> Vec<EntrySignature> {
    let text = strip_comments(ptx);
    let mut found = Vec::new();
    let mut rest = text.as_str();
    while let Some(pos) = rest.find(".entry") {
        let before = rest[..pos].chars().next_back();
        rest = &rest[pos + ".entry".len()..];
        if before.is_some_and(is_ident_char) || !rest.starts_with(char::is_whitespace) {
            continue;
        }
        let after = rest.trim_start();
        let name_len = after.find(|c| !is_ident_char(c)).unwrap_or(after.len());
        if name_len == 0 {
            continue;
        }
        let name = &after[..name_len];
        let tail = after[name_len..].trim_start();
        let param_sizes = if let Some(list) = tail.strip_prefix('(') {
            let close = list.find(')').unwrap_or(list.len());
            parse_params(&list[..close])
        } else {
            Vec::new()
        };
        found.push(EntrySignature {
            name: name.to_string(),
            param_sizes,
        });
    }
    found
}

/// The signature of the entry called `name`, if the text declares it.
pub fn find_entry(ptx: &str, name: &str) -> Option<EntrySignature> {
    entries(ptx).into_iter().find(|e| e.name == name)
}

fn parse_params(list: &str) -> Vec<Option<usize>> {
    list.split(',')
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(param_size)
        .collect()
}

/// Size of one `.param` declaration such as `.param .u64 a`, `.param .align 8 .b8 s[16]`.
fn param_size(decl: &str) -> Option<usize> {
    let elem = decl.split_whitespace().find_map(scalar_size)?;
    let count = match (decl.find('['), decl.rfind(']')) {
        (Some(open), Some(close)) if open < close => {
            decl[open + 1..close].trim().parse::<usize>().ok()?
        }
        (None, None) => 1,
        _ => return None,
    };
    elem.checked_mul(count)
}

fn scalar_size(token: &str) -> Option<usize> {
    Some(match token {
        ".b8" | ".u8" | ".s8" => 1,
        ".b16" | ".u16" | ".s16" | ".f16" | ".bf16" => 2,
        ".b32" | ".u32" | ".s32" | ".f32" | ".f16x2" | ".bf16x2" => 4,
        ".b64" | ".u64" | ".s64" | ".f64" => 8,
        _ => return None,
    })
}

/// Whether the text declares the module-scope trap global `__tensor_wasm_trap` in `.global`
/// space.
pub fn declares_trap_global(ptx: &str) -> bool {
    declares_global(ptx, TRAP_GLOBAL)
}

/// Whether the text declares [`STACK_GUARD_GLOBAL`]: the lowering marks a module whose device
/// functions recurse (each tests the stack's depth and traps past a budget) this way, so
/// that the runtime gives it [`crate::trap::GUARDED_STACK_BYTES`] of stack per thread.
pub fn declares_stack_guard(ptx: &str) -> bool {
    declares_global(ptx, STACK_GUARD_GLOBAL)
}

fn declares_global(ptx: &str, name: &str) -> bool {
    let text = strip_comments(ptx);
    text.split([';', '{', '}']).any(|stmt| {
        let mut tokens = stmt.split(|c: char| c.is_whitespace() || c == '=');
        let has_space = stmt.split_whitespace().any(|t| t == ".global");
        has_space && tokens.any(|t| t == name)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const VECTOR_ADD: &str = include_str!("../../golden/guests/vector_add.ptx");

    #[test]
    fn finds_vector_add_signature() {
        let sig = find_entry(VECTOR_ADD, "vector_add").unwrap();
        assert_eq!(sig.param_sizes, vec![Some(8), Some(8), Some(8), Some(4)]);
        assert!(find_entry(VECTOR_ADD, "_vector_add").is_none());
        assert!(find_entry(VECTOR_ADD, "vector").is_none());
        assert!(find_entry(VECTOR_ADD, "").is_none());
    }

    #[test]
    fn ignores_entries_in_comments() {
        let ptx = "// .entry ghost(\n/* .entry ghost2( */ .visible .entry real()\n{ ret; }";
        let names: Vec<_> = entries(ptx).into_iter().map(|e| e.name).collect();
        assert_eq!(names, vec!["real"]);
    }

    #[test]
    fn reads_aligned_byte_arrays_and_unknown_types() {
        let ptx = ".entry k(.param .align 8 .b8 s[16], .param .u64 .ptr .global .align 4 p, .param .weird q)";
        let sig = find_entry(ptx, "k").unwrap();
        assert_eq!(sig.param_sizes, vec![Some(16), Some(8), None]);
    }

    #[test]
    fn entry_without_params() {
        let sig = find_entry(".entry k\n{\nret;\n}", "k").unwrap();
        assert!(sig.param_sizes.is_empty());
        assert!(find_entry(".entry k()", "k")
            .unwrap()
            .param_sizes
            .is_empty());
    }

    #[test]
    fn trap_global_detection() {
        assert!(declares_trap_global(
            ".visible .global .align 8 .u64 __tensor_wasm_trap;"
        ));
        assert!(declares_trap_global(
            ".global .align 8 .b64 __tensor_wasm_trap = 0;"
        ));
        assert!(!declares_trap_global(VECTOR_ADD));
        assert!(!declares_trap_global(
            "// .global .u64 __tensor_wasm_trap;\n.global .u64 other;"
        ));
        assert!(!declares_trap_global(".shared .u64 __tensor_wasm_trap;"));
    }

    #[test]
    fn fingerprint_separates_text_and_entry() {
        assert_ne!(fingerprint("ab", "c"), fingerprint("a", "bc"));
        assert_eq!(fingerprint("ab", "c"), fingerprint("ab", "c"));
    }

    #[test]
    fn odd_text_never_panics() {
        for text in [
            ".entry",
            ".entry ",
            ".entry (",
            ".entry k(",
            ".entry k(.param .b8 x[",
            ".entry k(.param .b8 x]1[)",
            ".entry k(.param .b8 x[99999999999999999999999])",
            "/*",
            "//",
            "é.entry é(",
        ] {
            let _ = entries(text);
            let _ = declares_trap_global(text);
        }
    }
}
