//! A check of the GPU path without a GPU: the map-mode kernels of the SIMD spec scripts, as the
//! LLVM IR the pipeline hands to NVPTX, executed on the CPU by LLVM 22's `lli`, judged against
//! the scripts' expected values. Only the NVPTX code generator itself is left out: the text is
//! made host-runnable by dropping the target lines, `ptx_kernel` and address space 1, answering
//! the special registers from a global, and writing the inline-PTX sign-bit ops (`xor.b32`,
//! `and.b64`, ...) and NaN tests as the same IR. Calls are batched per function, in script order,
//! over one memory initialised from the module's data segments; a function whose results
//! depend on another function's earlier writes would be judged on the wrong state.
//! Test-only, `#[ignore]`d: it needs `/usr/lib/llvm-22/bin/lli` and takes minutes.

use crate::conform::runner::matches;
use crate::conform::wast::{parse_script, Action, Arg, DirectiveKind, Expected};
use crate::convert::map_slot_offsets;
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower_program, lower_program_ir, Mode, Options};
use lowered_ir::{LoweredType, RtValue};
use std::collections::BTreeMap;
use std::fmt::Write;

const LLI: &str = "/usr/lib/llvm-22/bin/lli";

/// The kernel's LLVM IR made runnable on the host (see the module doc).
fn host_ir(ll: &str) -> String {
    let mut out = String::new();
    for line in ll.lines() {
        if line.starts_with("target ") || line.starts_with("declare i32 @llvm.nvvm.read.ptx.sreg") {
            continue;
        }
        let mut l = line.replace("ptx_kernel ", "").replace(" addrspace(1)", "");
        for (reg, value) in [("tid.x", "@cur_tid"), ("ntid.x", "1"), ("ctaid.x", "0")] {
            let call = format!("call i32 @llvm.nvvm.read.ptx.sreg.{reg}()");
            if l.contains(&call) {
                l = if value.starts_with('@') {
                    l.replace(&call, &format!("load i32, ptr {value}"))
                } else {
                    l.replace(&call, &format!("add i32 0, {value}"))
                };
            }
        }
        // NaN canonicalization `testp.notanumber` + `selp` -> `fcmp uno` + `select`.
        if let (Some(at), Some(eq)) = (l.find("testp.notanumber.f"), l.find(" = call")) {
            let wide = l[at..].starts_with("testp.notanumber.f64");
            let (ity, fty, nan) = if wide {
                ("i64", "double", 0x7ff8_0000_0000_0000i64)
            } else {
                ("i32", "float", 0x7fc0_0000)
            };
            let dst = l[..eq].trim();
            let arg = l
                .rsplit('%')
                .next()
                .map(|a| a.trim_end_matches(')'))
                .unwrap_or("");
            let _ = write!(
                out,
                "  {dst}.f = bitcast {ity} %{arg} to {fty}\n  {dst}.n = fcmp uno {fty} {dst}.f, {dst}.f\n  {dst} = select i1 {dst}.n, {ity} {nan}, {ity} %{arg}\n"
            );
            continue;
        }
        // `call iN asm "OP.bN $0, $1, 0xMASK;", "=r,r"(iN %x)` -> `OP iN %x, MASK`.
        if let Some(at) = l.find(" asm \"") {
            let rest = &l[at + 6..];
            let op = rest.split('.').next().unwrap_or("");
            let mask = rest
                .split("0x")
                .nth(1)
                .and_then(|m| m.split(';').next())
                .and_then(|m| u64::from_str_radix(m, 16).ok());
            let ty = if l.contains("call i64 asm") {
                "i64"
            } else {
                "i32"
            };
            let arg = l.rsplit('%').next().map(|a| a.trim_end_matches(')'));
            if let (Some(mask), Some(arg), Some(eq)) = (mask, arg, l.find("= call")) {
                let mask = if ty == "i32" {
                    i64::from(mask as u32 as i32)
                } else {
                    mask as i64
                };
                l = format!("{}= {op} {ty} %{arg}, {mask}", &l[..eq]);
            }
        }
        out.push_str(&l);
        out.push('\n');
    }
    out
}

/// Runs `func` (lowered from `wasm` in map mode) on every tuple with lli; returns each tuple's
/// result words and trap code.
fn run_lli(
    wasm: &[u8],
    func: &str,
    tuples: &[Vec<u64>],
    results: usize,
) -> Option<Vec<(Vec<u64>, u32)>> {
    let info = ModuleInfo::parse(wasm).ok()?;
    let mem_len = info.memory_min_pages.unwrap_or(1).max(1) * 65536;
    if mem_len > 1 << 24 {
        return None;
    }
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let program = lower_program_ir(wasm, func, &options).ok()?;
    let kernel = lower_program(&program, &options).ok()?;
    let mut ll = host_ir(&kernel.stages.llvm);
    let n = tuples.len();
    let arity = tuples.first().map(Vec::len).unwrap_or(0).max(1);
    let words: Vec<String> = tuples
        .iter()
        .flat_map(|t| {
            let mut t = t.clone();
            t.resize(arity, 0);
            t
        })
        .map(|w| format!("i64 {}", w as i64))
        .collect();
    let mut globals_text = String::new();
    for (k, seg) in info.data.iter().enumerate() {
        let bytes: String = seg.bytes.iter().map(|b| format!("\\{b:02X}")).collect();
        let _ = writeln!(
            globals_text,
            "@data{k} = private constant [{} x i8] c\"{bytes}\"",
            seg.bytes.len()
        );
    }
    globals_text.push_str("declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n");
    ll.push_str(&globals_text);
    let results = results.max(1);
    let _ = write!(
        ll,
        "@cur_tid = global i32 0\n@mem = global [{mem_len} x i8] zeroinitializer\n\
         @args = global [{} x i64] [{}]\n@res = global [{} x i64] zeroinitializer\n\
         @traps = global [{n} x i32] zeroinitializer\n@globs = global [{} x i8] c\"{}\"\n\
         @fmt = private constant [6 x i8] c\"%llx\\0A\\00\"\ndeclare i32 @printf(ptr, ...)\n\
         define i32 @main() {{\nentry:\n{}  br label %loop\nloop:\n\
         %i = phi i32 [ 0, %entry ], [ %next, %loop ]\n  store i32 %i, ptr @cur_tid\n\
         call void @{}(ptr @mem, i64 {mem_len}, i32 {n}, ptr @args, ptr @res, ptr @traps, ptr @globs)\n\
         %next = add i32 %i, 1\n  %done = icmp eq i32 %next, {n}\n  br i1 %done, label %print, label %loop\n\
         print:\n",
        n * arity,
        words.join(", "),
        n * results,
        16 * info.globals.len().max(1),
        globals_init(&info),
        data_init(&info),
        kernel.entry,
    );

    for k in 0..n * results {
        let _ = writeln!(
            ll,
            "  %p{k} = getelementptr i64, ptr @res, i64 {k}\n  %r{k} = load i64, ptr %p{k}\n  call i32 (ptr, ...) @printf(ptr @fmt, i64 %r{k})"
        );
    }
    for k in 0..n {
        let _ = writeln!(
            ll,
            "  %t{k} = getelementptr i32, ptr @traps, i64 {k}\n  %c{k} = load i32, ptr %t{k}\n  %w{k} = zext i32 %c{k} to i64\n  call i32 (ptr, ...) @printf(ptr @fmt, i64 %w{k})"
        );
    }
    ll.push_str("  ret i32 0\n}\n");
    let path = std::env::temp_dir().join(format!(
        "tw_simd_{}_{}.ll",
        std::process::id(),
        kernel.entry
    ));
    std::fs::write(&path, ll).ok()?;
    let out = std::process::Command::new(LLI).arg(&path).output().ok()?;
    let _ = std::fs::remove_file(&path);
    if !out.status.success() {
        eprintln!(
            "lli failed on {func}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        return None;
    }
    let vals: Vec<u64> = String::from_utf8_lossy(&out.stdout)
        .split_whitespace()
        .filter_map(|w| u64::from_str_radix(w, 16).ok())
        .collect();
    if vals.len() != n * results + n {
        return None;
    }
    Some(
        (0..n)
            .map(|i| {
                (
                    vals[i * results..(i + 1) * results].to_vec(),
                    vals[n * results + i] as u32,
                )
            })
            .collect(),
    )
}

/// The `globals` window: each global's initial bits in its 16-byte slot (as the host passes
/// the instance's globals).
fn globals_init(info: &ModuleInfo) -> String {
    let mut bytes: Vec<u8> = info
        .globals
        .iter()
        .flat_map(|g| g.init_bits.unwrap_or(0).to_le_bytes())
        .collect();
    bytes.resize(16 * info.globals.len().max(1), 0);
    bytes.iter().map(|b| format!("\\{b:02X}")).collect()
}

/// `main`'s first lines: the data segments copied into the memory.
fn data_init(info: &ModuleInfo) -> String {
    let mut s = String::new();
    for (k, seg) in info.data.iter().enumerate() {
        let _ = writeln!(
            s,
            "  %d{k} = getelementptr i8, ptr @mem, i64 {}\n  call void @llvm.memcpy.p0.p0.i64(ptr %d{k}, ptr @data{k}, i64 {}, i1 false)",
            seg.offset,
            seg.bytes.len()
        );
    }
    s
}

fn value_of(ty: LoweredType, words: &[u64]) -> RtValue {
    let bits = u128::from(words.first().copied().unwrap_or(0))
        | (u128::from(words.get(1).copied().unwrap_or(0)) << 64);
    RtValue::from_bits(ty, bits)
}

#[test]
#[ignore = "needs LLVM 22's lli; runs the SIMD spec kernels' LLVM IR on the CPU (minutes)"]
fn simd_spec_kernels_llvm_ir_on_the_cpu() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../golden/spec/simd");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("golden/spec/simd")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wast"))
        .collect();
    files.sort();
    let (mut passed, mut failed, mut not_run) = (0usize, 0usize, 0usize);
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let Ok(directives) = parse_script(&text) else {
            continue;
        };
        // (module bytes, function) -> [(args, expected)] in script order.
        type Calls = Vec<(Vec<RtValue>, Vec<Expected>)>;
        let mut groups: BTreeMap<(usize, String), Calls> = BTreeMap::new();
        let mut modules: Vec<Vec<u8>> = Vec::new();
        let mut current: Option<usize> = None;
        for d in directives {
            match d.kind {
                DirectiveKind::Module { name: _, wasm } => {
                    current = wasm.ok().and_then(|w| {
                        ModuleInfo::parse(&w).ok()?;
                        modules.push(w);
                        Some(modules.len() - 1)
                    });
                }
                // A bare call may write the memory or globals other functions then read:
                // the module's later assertions would depend on the order between functions.
                DirectiveKind::Action(_) => current = None,
                DirectiveKind::AssertReturn {
                    action:
                        Action::Invoke {
                            module: None,
                            name,
                            args,
                        },
                    expected,
                } => {
                    let args: Option<Vec<RtValue>> = args
                        .into_iter()
                        .map(|a| match a {
                            Arg::Value(v) => Some(v),
                            Arg::Unsupported(_) => None,
                        })
                        .collect();
                    match (current, args) {
                        (Some(m), Some(args)) => {
                            // A call without results is there for its writes: later
                            // assertions of the module depend on the order (as after a bare
                            // call).
                            let writer = expected.is_empty();
                            groups.entry((m, name)).or_default().push((args, expected));
                            if writer {
                                current = None;
                            }
                        }
                        _ => not_run += 1,
                    }
                }
                _ => {}
            }
        }
        let mut file_failed = 0;
        for ((m, name), calls) in groups {
            let wasm = &modules[m];
            let Ok(info) = ModuleInfo::parse(wasm) else {
                continue;
            };
            let Some(sig) = lower_program_ir(
                wasm,
                &name,
                &Options {
                    mode: Mode::Map,
                    ..Options::default()
                },
            )
            .ok()
            .map(|p| p.entry.signature.clone()) else {
                not_run += calls.len();
                continue;
            };
            let _ = info;
            let (res_slots, res_count) = map_slot_offsets(&sig.results);
            let tuples: Vec<Vec<u64>> = calls
                .iter()
                .map(|(args, _)| {
                    args.iter()
                        .flat_map(|a| {
                            let b = a.bits();
                            let k = crate::convert::map_slots(a.ty());
                            [b as u64, (b >> 64) as u64].into_iter().take(k)
                        })
                        .collect()
                })
                .collect();
            let Some(outs) = run_lli(wasm, &name, &tuples, res_count) else {
                not_run += calls.len();
                continue;
            };
            for ((args, expected), (words, trap)) in calls.iter().zip(outs) {
                let got: Vec<RtValue> = sig
                    .results
                    .iter()
                    .zip(&res_slots)
                    .map(|(t, k)| value_of(*t, &words[*k..]))
                    .collect();
                let ok = trap == 0
                    && got.len() == expected.len()
                    && expected.iter().zip(&got).all(|(e, g)| matches(e, *g));
                if ok {
                    passed += 1;
                } else {
                    failed += 1;
                    file_failed += 1;
                    if file_failed <= 3 {
                        eprintln!(
                            "{}: {name}{args:x?}: got {got:x?} (trap {trap}), want {expected:?}",
                            file.display()
                        );
                    }
                }
            }
        }
    }
    eprintln!("LLVM IR on the CPU: {passed} passed, {failed} failed, {not_run} not run");
    assert_eq!(failed, 0);
    assert!(passed > 10_000);
}
