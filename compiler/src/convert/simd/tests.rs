//! Every function the SIMD spec scripts export goes through the whole GPU pipeline in map
//! mode (LoweredOp -> mir -> LLVM -> PTX): the kernels `conform --backend gpu` launches.

use crate::conform::wast::{parse_script, DirectiveKind};
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower_program, lower_program_ir, Mode, Options};
use std::collections::BTreeMap;

/// Lowers every exported function of every module of `golden/spec/simd/*.wast`; returns the
/// number lowered to PTX and the failures by reason. With `TENSOR_WASM_DUMP_PTX=DIR` set, each
/// PTX is also written to `DIR` (for `scripts/check-ptx.sh DIR`).
fn lower_all() -> (usize, BTreeMap<String, usize>) {
    let dump = std::env::var_os("TENSOR_WASM_DUMP_PTX").map(std::path::PathBuf::from);
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../golden/spec/simd");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("golden/spec/simd")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "wast"))
        .collect();
    files.sort();
    let options = Options {
        mode: Mode::Map,
        ..Options::default()
    };
    let (mut ok, mut failed) = (0, BTreeMap::new());
    for file in files {
        let text = std::fs::read_to_string(&file).expect("readable");
        let Ok(directives) = parse_script(&text) else {
            continue;
        };
        for d in directives {
            let DirectiveKind::Module { wasm: Ok(wasm), .. } = d.kind else {
                continue;
            };
            let Ok(info) = ModuleInfo::parse(&wasm) else {
                continue;
            };
            for (name, _) in &info.exports {
                let lowered = lower_program_ir(&wasm, name, &options)
                    .and_then(|p| lower_program(&p, &options));
                match lowered {
                    Ok(k) if k.ptx.contains(".entry") => {
                        if let Some(dir) = &dump {
                            let _ = std::fs::create_dir_all(dir);
                            let _ = std::fs::write(dir.join(format!("{ok:04}.ptx")), &k.ptx);
                        }
                        ok += 1;
                    }
                    Ok(_) => *failed.entry("no entry in the PTX".to_string()).or_default() += 1,
                    Err(e) => {
                        // The reason without the function name.
                        let msg = e.to_string();
                        let reason = msg.split_once(": ").map(|(_, r)| r).unwrap_or(&msg);
                        *failed.entry(reason.to_string()).or_default() += 1;
                    }
                }
            }
        }
    }
    (ok, failed)
}

#[test]
fn every_simd_spec_function_lowers_to_ptx_in_map_mode() {
    let (ok, failed) = lower_all();
    eprintln!("{ok} functions lowered to PTX; failures: {failed:#?}");
    // Only what the pipeline rejects by design may fail: indirect calls (tables live on
    // the host).
    for reason in failed.keys() {
        assert!(
            reason.contains("call_indirect"),
            "unexpected failure: {reason}"
        );
    }
    assert!(ok > 1000, "only {ok} functions lowered");
}
