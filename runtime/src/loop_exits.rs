//! Loops that leave by a trailing branch. clang often ends a loop whose exit continues
//! somewhere other than right after it with the back edge, `br_if 0`, and then the exit,
//! `br N` to a label outside the loop (or `return`). Such a loop leaves "other than by its
//! end", so it could not become a nest of its own (`rewrite::find_regions`): mandelbrot's
//! row loop stayed on the CPU and only its inner loop launched, once per row.
//!
//! [`hoist_trailing_exits`] moves each such last `br N` past the loop's `end`, as `br N-1`
//! (one label fewer encloses it there), or a last `return` past the `end` unchanged. The loop
//! then falls through its end where it took the branch before, and the branch runs right
//! after: the same control flow. It patches the bytes in place (the swapped instructions
//! have the same length), so every other byte offset stays what it was and messages keep
//! naming the user's module. This module must not change what a module computes: a branch
//! that left values on the stack (which a loop's `end` would not accept) makes the patched
//! module invalid, and then the original is kept whole.

use std::borrow::Cow;
use wasmparser::{BlockType, Operator, Parser, Payload, Validator, WasmFeatures};

/// The module with every loop's trailing exit after its `end` ([`self`]), or `wasm` itself
/// when no loop has one, the module does not parse, or the patched module does not validate.
pub fn hoist_trailing_exits(wasm: &[u8]) -> Cow<'_, [u8]> {
    let patches = match trailing_exits(wasm) {
        Ok(p) if !p.is_empty() => p,
        _ => return Cow::Borrowed(wasm),
    };
    let mut out = wasm.to_vec();
    for p in &patches {
        let at = p.branch;
        match p.depth {
            // `return` `end` -> `end` `return`.
            None => {
                out[at] = 0x0b;
                out[at + 1] = 0x0f;
            }
            // `br N` `end` -> `end` `br N-1` (the same LEB128 length, checked when found).
            Some(n) => {
                out[at] = 0x0b;
                out[at + 1] = 0x0c;
                leb128_u32(n - 1, &mut out[at + 2..p.end + 1]);
            }
        }
    }
    let valid = Validator::new_with_features(WasmFeatures::all())
        .validate_all(&out)
        .is_ok();
    if valid {
        Cow::Owned(out)
    } else {
        Cow::Borrowed(wasm)
    }
}

/// A loop's trailing exit: the branch's offset, the loop's `end` offset and the branch's
/// depth (`None` for `return`).
struct Patch {
    branch: usize,
    end: usize,
    depth: Option<u32>,
}

/// Every loop of every function whose last instruction is `br N` (N >= 1, with N - 1 as
/// long in LEB128) or `return`, with an empty block type.
fn trailing_exits(wasm: &[u8]) -> Result<Vec<Patch>, wasmparser::BinaryReaderError> {
    let mut out = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        let Payload::CodeSectionEntry(body) = payload? else {
            continue;
        };
        let mut reader = body.get_operators_reader()?;
        // One entry per open block: whether it is a loop without values.
        let mut open: Vec<bool> = Vec::new();
        let mut previous: Option<(Operator<'_>, usize)> = None;
        while !reader.eof() {
            let (op, offset) = reader.read_with_offset()?;
            match &op {
                Operator::Loop { blockty } => open.push(*blockty == BlockType::Empty),
                op if crate::rewrite::opens_frame(op) => open.push(false),
                Operator::End => {
                    let closes_loop = open.pop() == Some(true);
                    let patch = previous
                        .as_ref()
                        .filter(|_| closes_loop)
                        .and_then(|(last, at)| trailing_exit(last, *at, offset));
                    out.extend(patch);
                }
                _ => {}
            }
            previous = Some((op, offset));
        }
    }
    Ok(out)
}

/// The patch for a loop whose last instruction `last` (at `at`) is followed by its `end`
/// at `end`, when that instruction is a branch out of it.
fn trailing_exit(last: &Operator<'_>, at: usize, end: usize) -> Option<Patch> {
    let depth = match last {
        Operator::Br { relative_depth: n } if *n >= 1 && leb128_len(*n) == leb128_len(*n - 1) => {
            Some(*n)
        }
        Operator::Return => None,
        _ => return None,
    };
    // The two instructions must be adjacent and exactly as long as their encodings (no
    // padded LEB128).
    (end + 1 - at == 2 + depth.map_or(0, leb128_len)).then_some(Patch {
        branch: at,
        end,
        depth,
    })
}

fn leb128_len(mut n: u32) -> usize {
    let mut len = 1;
    while n >= 0x80 {
        n >>= 7;
        len += 1;
    }
    len
}

/// Writes `n` as unsigned LEB128 filling `out` exactly (`out.len() == leb128_len(n)`).
fn leb128_u32(mut n: u32, out: &mut [u8]) {
    let last = out.len() - 1;
    for (i, b) in out.iter_mut().enumerate() {
        *b = (n & 0x7f) as u8 | if i < last { 0x80 } else { 0 };
        n >>= 7;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wat(text: &str) -> Vec<u8> {
        wat::parse_str(text).expect("wat")
    }

    /// The function bodies' instructions, as text, for comparison.
    fn ops(wasm: &[u8]) -> Vec<String> {
        let mut out = Vec::new();
        for payload in Parser::new(0).parse_all(wasm) {
            if let Ok(Payload::CodeSectionEntry(body)) = payload {
                let mut r = body.get_operators_reader().expect("ops");
                while !r.eof() {
                    out.push(format!("{:?}", r.read().expect("op")));
                }
            }
        }
        out
    }

    /// Export `f` of `wasm` called with `x`, in wasmtime.
    fn call_f(wasm: &[u8], x: i32) -> i32 {
        let engine = wasmtime::Engine::default();
        let module = wasmtime::Module::new(&engine, wasm).expect("module");
        let mut store = wasmtime::Store::new(&engine, ());
        let instance = wasmtime::Instance::new(&mut store, &module, &[]).expect("instance");
        let f = instance
            .get_typed_func::<i32, i32>(&mut store, "f")
            .expect("f");
        f.call(&mut store, x).expect("call")
    }

    #[test]
    fn a_trailing_branch_moves_past_the_loop_end() {
        // The loop counts x down to 0 in steps of 3 and leaves to the outer block's end,
        // skipping `i32.const 7`; a negative x leaves through the block without looping.
        let before = wat(r#"(module (func (export "f") (param i32) (result i32)
            block
              local.get 0
              i32.const 0
              i32.lt_s
              br_if 0
              loop
                local.get 0
                i32.const 3
                i32.sub
                local.tee 0
                i32.const 0
                i32.gt_s
                br_if 0
                br 1
              end
              i32.const 7
              return
            end
            local.get 0))"#);
        let after = hoist_trailing_exits(&before);
        assert_eq!(after.len(), before.len());
        let ops = ops(&after);
        let end = ops.iter().position(|o| o == "End").expect("end");
        assert_eq!(ops[end - 1], "BrIf { relative_depth: 0 }");
        assert_eq!(ops[end + 1], "Br { relative_depth: 0 }");
        for x in [-5, 0, 1, 3, 10, 11] {
            assert_eq!(call_f(&after, x), call_f(&before, x), "x = {x}");
        }
    }

    #[test]
    fn a_trailing_return_moves_too_and_values_on_the_stack_keep_the_original() {
        let ret = wat("(module (func (param i32) loop local.get 0 br_if 0 return end))");
        let out = hoist_trailing_exits(&ret);
        assert!(matches!(out, Cow::Owned(_)));
        let ops = ops(&out);
        assert_eq!(&ops[ops.len() - 3..], ["End", "Return", "End"]);
        // `br 1` with a value on the stack: a loop's end would not accept it.
        let junk = wat(
            "(module (func (result i32) block (result i32) loop i32.const 1 i32.const 2 br 1 end unreachable end))",
        );
        assert!(matches!(hoist_trailing_exits(&junk), Cow::Borrowed(_)));
        // Nothing to move: the very same bytes.
        let plain = wat("(module (func (param i32) loop local.get 0 br_if 0 end))");
        assert!(matches!(hoist_trailing_exits(&plain), Cow::Borrowed(_)));
    }
}
