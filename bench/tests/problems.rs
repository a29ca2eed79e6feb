//! The benchmark problems without a GPU: each fixture's LoweredOp, run on the reference
//! interpreter over a small grid with the same parameters and layout the GPU run uses, must
//! equal the CPU reference bit for bit (this checks the parameter order, the launch geometry
//! and the references themselves); and `lower_timed` must give what `lower` gives.

use lowered_ir::interp::{Dim3, Interpreter, RtValue};
use std::path::PathBuf;
use tensor_wasm_bench::problems::{align, problem, Param, Rng, Role, Scale, NAMES, POISON};
use tensor_wasm_compiler::pipeline::{lower_timed, lower_to_lowered_ir};
use tensor_wasm_compiler::{lower, BoundsCheckMode, Options};

fn fixture(name: &str) -> Vec<u8> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../golden/fixtures/bench")
        .join(format!("{name}.wasm"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_fixture_computes_its_cpu_reference_in_the_interpreter() {
    for name in NAMES {
        let p = problem(name, Scale::Small).unwrap();
        for checks in [BoundsCheckMode::On, BoundsCheckMode::Off] {
            let options = Options {
                bounds_checks: checks,
                ..Options::default()
            };
            let lowered = lower_to_lowered_ir(&fixture(name), name, &options).unwrap();
            let mut rng = Rng(42);
            let base = 256;
            let mut offsets = Vec::new();
            let mut at = base;
            for a in &p.arrays {
                offsets.push(at);
                at += align(a.len * 4);
            }
            let mut mem = vec![0u8; at.div_ceil(65536) * 65536];
            let mut arrays = Vec::new();
            for (a, &off) in p.arrays.iter().zip(&offsets) {
                let values: Vec<f32> = (0..a.len)
                    .map(|_| match a.role {
                        Role::Out => f32::from_bits(POISON),
                        _ => rng.f32(),
                    })
                    .collect();
                for (i, v) in values.iter().enumerate() {
                    mem[off + 4 * i..][..4].copy_from_slice(&v.to_bits().to_le_bytes());
                }
                arrays.push(values);
            }
            let refs: Vec<&[f32]> = arrays.iter().map(|a| a.as_slice()).collect();
            let want = p.reference(&refs);
            let args: Vec<RtValue> = p
                .params
                .iter()
                .map(|param| match *param {
                    Param::U32(v) => RtValue::I32(v),
                    Param::F32(v) => RtValue::F32(v.to_bits()),
                    Param::Array(i) => RtValue::I32(offsets[i] as u32),
                })
                .collect();
            let dim = |d: [u32; 3]| Dim3::new(d[0], d[1], d[2]);
            let trap = Interpreter::new()
                .run_kernel_grid_with_args(&lowered, &args, &mut mem, dim(p.grid), dim(p.block))
                .unwrap();
            assert_eq!(trap, None, "{name}");
            let out = p.output();
            for (i, w) in want.iter().enumerate() {
                let got = u32::from_le_bytes(mem[offsets[out] + 4 * i..][..4].try_into().unwrap());
                assert_eq!(got, w.to_bits(), "{name} ({checks:?}): element {i}");
            }
        }
    }
}

#[test]
fn lower_timed_gives_what_lower_gives() {
    let options = Options {
        sm: 90,
        ..Options::default()
    };
    for name in NAMES {
        let wasm = fixture(name);
        let (timed, times) = lower_timed(&wasm, name, &options).unwrap();
        assert_eq!(timed, lower(&wasm, name, &options).unwrap(), "{name}");
        assert!(times.total() >= times.codegen, "{name}");
    }
}
