//! The GPU benchmark (DESIGN.md section 10): for each problem, our PTX and nvcc's PTX of the
//! same loop, loaded into one process, run over the same random data, checked against the CPU
//! reference, and timed with CUDA events: warm-up, then interleaved launches (one per variant
//! in turn, each on the next of several input sets, so no launch finds its inputs in L2), the
//! median of `runs`. A device-to-device copy in the same process gives the bandwidth ceiling.
//!
//! Our kernels see one linear memory holding every input set (parameters are offsets into it);
//! nvcc's kernels get device pointers into the same allocation, so both read the same bytes.

use crate::driver::{self, Buffer, Device, Kernel, Timer};
use crate::problems::{self, align, Param, Problem, Rng, Role, Scale, POISON};
use crate::stats::{summarize, Summary};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// One compiled version of a kernel.
pub struct VariantSpec {
    /// Column label.
    pub label: &'static str,
    /// Folder under the PTX root.
    pub dir: &'static str,
    /// Our kernel ABI (mem, mem_len, offsets) or nvcc's (device pointers).
    pub ours: bool,
}

/// The versions compared, in column order. The first two are the table's "ours" and "nvcc".
pub const VARIANTS: [VariantSpec; 6] = [
    VariantSpec {
        label: "ours",
        dir: "ours",
        ours: true,
    },
    VariantSpec {
        label: "nvcc",
        dir: "nvcc",
        ours: false,
    },
    VariantSpec {
        label: "ours --bounds-checks off",
        dir: "ours_nobc",
        ours: true,
    },
    VariantSpec {
        label: "nvcc -fmad=false",
        dir: "nvcc_nofma",
        ours: false,
    },
    // Measurement only (what_if.rs): alignment tests folded away in the LLVM IR.
    VariantSpec {
        label: "ours, alignment proved (what-if)",
        dir: "ours_noalign",
        ours: true,
    },
    VariantSpec {
        label: "ours, checks off, alignment proved (what-if)",
        dir: "ours_nobc_noalign",
        ours: true,
    },
];

/// Settings of one run.
pub struct GpuArgs {
    pub ptx_root: PathBuf,
    pub runs: usize,
    pub warmup: usize,
    pub only: Vec<String>,
    pub out: Option<PathBuf>,
}

/// What one variant of one problem gave.
struct VariantResult {
    label: &'static str,
    time_ms: Summary,
    registers: i32,
    check: String,
    exact: bool,
}

struct ProblemResult {
    problem: Problem,
    sets: usize,
    variants: Vec<VariantResult>,
    errors: Vec<String>,
}

/// Bytes a kernel result element-wise compare found.
struct Comparison {
    mismatches: usize,
    unwritten: usize,
    max_abs: f64,
    max_rel: f64,
}

fn compare(got: &[f32], want: &[f32]) -> Comparison {
    let mut c = Comparison {
        mismatches: 0,
        unwritten: 0,
        max_abs: 0.0,
        max_rel: 0.0,
    };
    for (&g, &w) in got.iter().zip(want) {
        if g.to_bits() == w.to_bits() {
            continue;
        }
        c.mismatches += 1;
        if g.to_bits() == POISON || g.is_nan() != w.is_nan() {
            c.unwritten += 1;
            continue;
        }
        let abs = (g as f64 - w as f64).abs();
        c.max_abs = c.max_abs.max(abs);
        if w != 0.0 {
            c.max_rel = c.max_rel.max(abs / (w as f64).abs());
        }
    }
    c
}

/// Where each array of each set lives in linear memory.
struct Layout {
    /// Byte offset of array `i` of set `s`: `base + s * set_bytes + within[i]`.
    within: Vec<usize>,
    base: usize,
    set_bytes: usize,
    sets: usize,
    /// The linear memory's size (mem_len), a whole number of 64 KiB wasm pages.
    total: usize,
}

impl Layout {
    fn new(p: &Problem, l2_bytes: usize) -> Layout {
        let mut within = Vec::new();
        let mut at = 0;
        for a in &p.arrays {
            within.push(at);
            at += align(a.len * 4);
        }
        let set_bytes = p.set_bytes();
        // Enough sets that one pass over all of them is 4x the L2, at least 2, and the whole
        // memory under 2 GiB so every offset is a non-negative i32.
        let base = 256;
        let limit = (2usize << 30) - (1 << 16);
        let sets = (4 * l2_bytes)
            .div_ceil(set_bytes)
            .clamp(2, 16)
            .min((limit - base) / set_bytes)
            .max(1);
        let total = (base + sets * set_bytes).div_ceil(1 << 16) << 16;
        Layout {
            within,
            base,
            set_bytes,
            sets,
            total,
        }
    }

    fn offset(&self, set: usize, array: usize) -> usize {
        self.base + set * self.set_bytes + self.within[array]
    }
}

fn as_bytes(words: &[u32]) -> &[u8] {
    // SAFETY: u32 has no padding and any byte is a valid u8; the length is in bytes.
    unsafe { std::slice::from_raw_parts(words.as_ptr().cast(), words.len() * 4) }
}

fn params_for(p: &Problem, layout: &Layout, set: usize, ours: bool, mem: &Buffer) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    if ours {
        out.push(mem.ptr.to_le_bytes().to_vec());
        out.push((layout.total as u64).to_le_bytes().to_vec());
    }
    for param in &p.params {
        out.push(match *param {
            Param::U32(v) => v.to_le_bytes().to_vec(),
            Param::F32(v) => v.to_le_bytes().to_vec(),
            Param::Array(i) if ours => (layout.offset(set, i) as u32).to_le_bytes().to_vec(),
            Param::Array(i) => (mem.ptr + layout.offset(set, i) as u64)
                .to_le_bytes()
                .to_vec(),
        });
    }
    out
}

/// Times a device-to-device copy of `bytes` (bytes read plus bytes written per second).
fn copy_bandwidth(bytes: usize, runs: usize) -> driver::Result<(Summary, f64)> {
    let src = Buffer::new(bytes)?;
    let dst = Buffer::new(bytes)?;
    let mut rng = Rng(0x5eed_c0de);
    let words: Vec<u32> = (0..bytes / 4).map(|_| rng.f32().to_bits()).collect();
    src.upload(0, as_bytes(&words))?;
    drop(words);
    for _ in 0..3 {
        dst.copy_from(&src, bytes)?;
    }
    let timers: Vec<Timer> = (0..runs).map(|_| Timer::new()).collect::<Result<_, _>>()?;
    for t in &timers {
        t.start()?;
        dst.copy_from(&src, bytes)?;
        t.stop()?;
    }
    driver::synchronize()?;
    let ms: Vec<f64> = timers
        .iter()
        .map(|t| t.elapsed_ms().map(f64::from))
        .collect::<Result<_, _>>()?;
    let s = summarize(&ms);
    Ok((s, 2.0 * bytes as f64 / (s.median * 1e-3) / 1e9))
}

fn run_problem(
    dev: &Device,
    p: &Problem,
    args: &GpuArgs,
    log: &mut dyn FnMut(&str),
) -> ProblemResult {
    let layout = Layout::new(p, dev.l2_bytes as usize);
    let mut result = ProblemResult {
        problem: p.clone(),
        sets: layout.sets,
        variants: Vec::new(),
        errors: Vec::new(),
    };
    if let Err(e) = run_problem_inner(dev, p, args, &layout, &mut result, log) {
        result.errors.push(e.to_string());
    }
    result
}

fn run_problem_inner(
    dev: &Device,
    p: &Problem,
    args: &GpuArgs,
    layout: &Layout,
    result: &mut ProblemResult,
    log: &mut dyn FnMut(&str),
) -> Result<(), Box<dyn std::error::Error>> {
    let start = std::time::Instant::now();
    // The host image of the whole linear memory: random inputs in every set, poisoned outputs.
    let mut image = vec![0u32; layout.total / 4];
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ p.name.len() as u64);
    for set in 0..layout.sets {
        for (i, a) in p.arrays.iter().enumerate() {
            let at = layout.offset(set, i) / 4;
            let words = &mut image[at..at + a.len];
            if a.role == Role::Out {
                words.fill(POISON);
            } else {
                for w in words.iter_mut() {
                    *w = rng.f32().to_bits();
                }
            }
        }
    }
    let arrays: Vec<Vec<f32>> = (0..p.arrays.len())
        .map(|i| {
            let at = layout.offset(0, i) / 4;
            image[at..at + p.arrays[i].len]
                .iter()
                .map(|&w| f32::from_bits(w))
                .collect()
        })
        .collect();
    let refs: Vec<&[f32]> = arrays.iter().map(|a| a.as_slice()).collect();
    let want = p.reference(&refs);
    drop(arrays);
    log(&format!(
        "{}: {} sets of {:.1} MiB, memory {:.1} MiB, data and reference in {:.1} s",
        p.name,
        layout.sets,
        layout.set_bytes as f64 / (1 << 20) as f64,
        layout.total as f64 / (1 << 20) as f64,
        start.elapsed().as_secs_f64()
    ));

    let mem = Buffer::new(layout.total)?;
    mem.upload(0, as_bytes(&image))?;
    let out_idx = p.output();
    let out_len = p.arrays[out_idx].len;
    let out_at = layout.offset(0, out_idx);
    let restore_output =
        |mem: &Buffer| mem.upload(out_at, as_bytes(&image[out_at / 4..out_at / 4 + out_len]));

    // Load every variant whose PTX exists.
    let mut kernels: Vec<(&VariantSpec, Kernel)> = Vec::new();
    for v in &VARIANTS {
        let path = args.ptx_root.join(v.dir).join(format!("{}.ptx", p.name));
        let Ok(ptx) = std::fs::read_to_string(&path) else {
            result
                .errors
                .push(format!("{}: no {}", v.label, path.display()));
            continue;
        };
        match Kernel::load(&ptx, p.name) {
            Ok(k) => kernels.push((v, k)),
            Err(e) => result.errors.push(format!("{}: {e}", v.label)),
        }
    }

    // Correctness: each variant once on set 0, compared with the reference bit for bit.
    let mut checks = Vec::new();
    for (v, k) in &kernels {
        k.launch(p.grid, p.block, &params_for(p, layout, 0, v.ours, &mem))?;
        dev.synchronize()?;
        let trap = match k.trap_word {
            Some(ptr) => driver::take_trap_word(ptr)?,
            None => 0,
        };
        let mut got = vec![0u32; out_len];
        let bytes = got.len() * 4;
        // SAFETY: u32 to bytes of the same length.
        let got_bytes =
            unsafe { std::slice::from_raw_parts_mut(got.as_mut_ptr().cast::<u8>(), bytes) };
        mem.download(out_at, got_bytes)?;
        restore_output(&mem)?;
        let got: Vec<f32> = got.into_iter().map(f32::from_bits).collect();
        let c = compare(&got, &want);
        let exact = c.mismatches == 0 && trap == 0;
        let text = if trap != 0 {
            format!("TRAP word {trap:#x}")
        } else if c.mismatches == 0 {
            "bit-exact".to_string()
        } else if c.unwritten > 0 {
            format!(
                "WRONG: {} of {} differ, {} unwritten or NaN",
                c.mismatches, out_len, c.unwritten
            )
        } else {
            format!(
                "{} of {} differ, max abs err {:.3e}, max rel err {:.3e}",
                c.mismatches, out_len, c.max_abs, c.max_rel
            )
        };
        log(&format!("  {:<26} {}", v.label, text));
        checks.push((text, exact, k.registers().unwrap_or(-1)));
    }

    // Timing: warm-up, then interleaved launches over rotating sets.
    let mut next_set = 0usize;
    let launch = |v: &VariantSpec, k: &Kernel, next_set: &mut usize| {
        let set = *next_set % layout.sets;
        *next_set += 1;
        k.launch(p.grid, p.block, &params_for(p, layout, set, v.ours, &mem))
    };
    for _ in 0..args.warmup {
        for (v, k) in &kernels {
            launch(v, k, &mut next_set)?;
        }
    }
    dev.synchronize()?;
    // One row of timers per run, one timer per variant.
    let timers: Vec<Vec<Timer>> = (0..args.runs)
        .map(|_| kernels.iter().map(|_| Timer::new()).collect())
        .collect::<Result<_, _>>()?;
    for row in &timers {
        for ((v, k), t) in kernels.iter().zip(row) {
            t.start()?;
            launch(v, k, &mut next_set)?;
            t.stop()?;
        }
    }
    dev.synchronize()?;
    for (i, (v, k)) in kernels.iter().enumerate() {
        if let Some(ptr) = k.trap_word {
            let word = driver::take_trap_word(ptr)?;
            if word != 0 {
                result
                    .errors
                    .push(format!("{}: trapped during timing ({word:#x})", v.label));
            }
        }
        let ms: Vec<f64> = timers
            .iter()
            .map(|row| row[i].elapsed_ms().map(f64::from))
            .collect::<Result<_, _>>()?;
        let (check, exact, registers) = checks[i].clone();
        result.variants.push(VariantResult {
            label: v.label,
            time_ms: summarize(&ms),
            registers,
            check,
            exact,
        });
    }
    Ok(())
}

fn fmt_ratio(a: Option<f64>, b: Option<f64>) -> String {
    match (a, b) {
        (Some(a), Some(b)) if b > 0.0 => format!("{:.3}", a / b),
        _ => "-".into(),
    }
}

/// Runs the benchmark and prints (and writes) the tables.
pub fn run(args: &GpuArgs) -> Result<(), Box<dyn std::error::Error>> {
    let dev = Device::open()?;
    let (major, minor) = dev.compute_capability()?;
    let mut report = String::new();
    let mut log = |line: &str| {
        println!("{line}");
        report.push_str(line);
        report.push('\n');
    };
    log(&format!(
        "device: {} (sm_{major}{minor}), {} SMs, L2 {} MiB",
        dev.name,
        dev.sm_count,
        dev.l2_bytes >> 20
    ));
    let copy_bytes = 1usize << 30;
    let (copy_before, bw_before) = copy_bandwidth(copy_bytes, args.runs)?;
    log(&format!(
        "device-to-device copy of 1 GiB: median {:.3} ms (p10 {:.3}, p90 {:.3}) = {:.0} GB/s read+write",
        copy_before.median, copy_before.p10, copy_before.p90, bw_before
    ));

    let mut results = Vec::new();
    for name in problems::NAMES {
        if !args.only.is_empty() && !args.only.iter().any(|o| o == name) {
            continue;
        }
        let p = problems::problem(name, Scale::Full).expect("known problem");
        let r = run_problem(&dev, &p, args, &mut log);
        for e in &r.errors {
            log(&format!("  error: {e}"));
        }
        results.push(r);
    }

    let (copy_after, bw_after) = copy_bandwidth(copy_bytes, args.runs)?;
    log(&format!(
        "device-to-device copy again at the end: median {:.3} ms = {:.0} GB/s",
        copy_after.median, bw_after
    ));
    let bw = bw_before.max(bw_after);

    let time_of = |r: &ProblemResult, label: &str| {
        r.variants
            .iter()
            .find(|v| v.label == label)
            .map(|v| v.time_ms.median)
    };
    let mut table = String::new();
    let _ = writeln!(
        table,
        "\nbounds checks on, sm_90, median of {} runs, copy ceiling {:.0} GB/s\n",
        args.runs, bw
    );
    let _ = writeln!(
        table,
        "| kernel | our ms | nvcc ms | ratio | GB/s | of copy | our ms, checks off | ratio, checks off | nvcc -fmad=false ms | ratio to -fmad=false |"
    );
    let _ = writeln!(table, "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
    for r in &results {
        let ours = time_of(r, "ours");
        let nvcc = time_of(r, "nvcc");
        let nobc = time_of(r, "ours --bounds-checks off");
        let nofma = time_of(r, "nvcc -fmad=false");
        let gbs = ours.map(|ms| r.problem.min_bytes as f64 / (ms * 1e-3) / 1e9);
        let f = |x: Option<f64>| x.map_or("-".into(), |v| format!("{v:.4}"));
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} | {} | {} |",
            r.problem.name,
            f(ours),
            f(nvcc),
            fmt_ratio(ours, nvcc),
            gbs.map_or("-".into(), |g| format!("{g:.0}")),
            gbs.map_or("-".into(), |g| format!("{:.0}%", 100.0 * g / bw)),
            f(nobc),
            fmt_ratio(nobc, nvcc),
            f(nofma),
            fmt_ratio(ours, nofma),
        );
    }
    let _ = writeln!(
        table,
        "\nwhat-if (measurement only): our kernel with the bounds checks off, the alignment tests folded away, or both\n"
    );
    let _ = writeln!(
        table,
        "| kernel | ours | checks off | alignment proved | both | nvcc -fmad=false | nvcc | both / nvcc -fmad=false |"
    );
    let _ = writeln!(table, "|---|---:|---:|---:|---:|---:|---:|---:|");
    for r in &results {
        let f = |label: &str| time_of(r, label).map_or("-".into(), |v| format!("{v:.4}"));
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            r.problem.name,
            f("ours"),
            f("ours --bounds-checks off"),
            f("ours, alignment proved (what-if)"),
            f("ours, checks off, alignment proved (what-if)"),
            f("nvcc -fmad=false"),
            f("nvcc"),
            fmt_ratio(
                time_of(r, "ours, checks off, alignment proved (what-if)"),
                time_of(r, "nvcc -fmad=false")
            ),
        );
    }
    let _ = writeln!(table, "\n| kernel | version | check against the CPU | registers | median ms | p10 | p90 | min | max |");
    let _ = writeln!(table, "|---|---|---|---:|---:|---:|---:|---:|---:|");
    for r in &results {
        for v in &r.variants {
            let t = &v.time_ms;
            let _ = writeln!(
                table,
                "| {} | {} | {}{} | {} | {:.4} | {:.4} | {:.4} | {:.4} | {:.4} |",
                r.problem.name,
                v.label,
                v.check,
                if v.exact { "" } else { " (see note)" },
                v.registers,
                t.median,
                t.p10,
                t.p90,
                t.min,
                t.max
            );
        }
        if !r.errors.is_empty() {
            let _ = writeln!(
                table,
                "| {} | errors | {} | | | | | | |",
                r.problem.name,
                r.errors.join("; ")
            );
        }
    }
    let _ = writeln!(
        table,
        "\ninput sets rotated per problem: {}",
        results
            .iter()
            .map(|r| format!("{} {}", r.problem.name, r.sets))
            .collect::<Vec<_>>()
            .join(", ")
    );
    log(&table);

    if let Some(dir) = &args.out {
        std::fs::create_dir_all(dir)?;
        write(dir, "results.md", &report)?;
        let mut tsv = String::from(
            "kernel\tversion\tmedian_ms\tp10_ms\tp90_ms\tmin_ms\tmax_ms\truns\tmin_bytes\tflops\tgb_per_s\tcopy_gb_per_s\tregisters\tcheck\n",
        );
        for r in &results {
            for v in &r.variants {
                let t = &v.time_ms;
                let _ = writeln!(
                    tsv,
                    "{}\t{}\t{:.5}\t{:.5}\t{:.5}\t{:.5}\t{:.5}\t{}\t{}\t{}\t{:.1}\t{:.1}\t{}\t{}",
                    r.problem.name,
                    v.label,
                    t.median,
                    t.p10,
                    t.p90,
                    t.min,
                    t.max,
                    t.n,
                    r.problem.min_bytes,
                    r.problem.flops,
                    r.problem.min_bytes as f64 / (t.median * 1e-3) / 1e9,
                    bw,
                    v.registers,
                    v.check
                );
            }
        }
        write(dir, "results.tsv", &tsv)?;
    }
    if results.iter().any(|r| !r.errors.is_empty()) {
        return Err("some problems reported errors (see above)".into());
    }
    Ok(())
}

fn write(dir: &Path, name: &str, text: &str) -> std::io::Result<()> {
    std::fs::write(dir.join(name), text)
}
