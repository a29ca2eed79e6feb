//! `tensor-wasm run MODULE --func NAME --arg V...`: one call of a function in auto mode.
//!
//! The module is instantiated as the spec runner does (`conform::instance`: memory from the
//! data segments, globals, start function), after `memset`/`memcpy`/`memmove` imports are
//! read as bulk memory (as the detector reads them). `--memory-pages N` grows the memory
//! first; `--random-memory SEED` fills every byte above the data segments from a
//! reproducible generator. The function runs in the interpreter with its parallel loop
//! nests launched as kernels (`offload.rs`). `--check` runs the same call on the same memory
//! in wasmi, the CPU reference, and compares results and memory.
//!
//! This module sets up and reports; it must not decide launches.

use super::check_compare;
use super::offload::{self, AutoFunction, KernelExecutor, OffloadEvent, OffloadOptions};
use crate::conform::engines::{agree, Ending, Wasmi};
use crate::conform::instance::{CodeResolver, Instance};
use crate::frontend::ModuleInfo;
use crate::pipeline::{lower_index, Options};
use lowered_ir::{Interpreter, LoweredType, RtValue, ThreadPosition};

/// What `run` is asked to do.
#[derive(Clone, Debug, Default)]
pub struct RunRequest {
    pub func: String,
    pub args: Vec<String>,
    pub memory_pages: Option<u64>,
    pub random_memory: Option<u64>,
    pub check: bool,
    pub offload: OffloadOptions,
}

/// The CPU reference's verdict.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckVerdict {
    Agrees,
    /// Why not, in words.
    Differs(String),
}

/// What one run did.
#[derive(Clone, Debug)]
pub struct RunReport {
    pub function: String,
    pub ending: Ending,
    pub memory_len: usize,
    /// FNV-1a 64 of the memory after the call.
    pub checksum: u64,
    pub events: Vec<OffloadEvent>,
    pub check: Option<CheckVerdict>,
    /// The memory after the call.
    pub memory: Vec<u8>,
}

impl RunReport {
    /// The report as `run` prints it.
    pub fn render(&self) -> String {
        let mut out = String::new();
        match &self.ending {
            Ending::Returned(v) => {
                let vals: Vec<String> = v.iter().map(value_text).collect();
                out.push_str(&format!(
                    "{}: returned [{}]\n",
                    self.function,
                    vals.join(", ")
                ));
            }
            Ending::Trapped(k) => out.push_str(&format!(
                "{}: trapped: {}\n",
                self.function,
                k.spec_message()
            )),
            Ending::Exhausted => {
                out.push_str(&format!("{}: call stack exhausted\n", self.function))
            }
        }
        out.push_str(&format!(
            "memory: {} bytes, checksum fnv1a64 {:016x}\n",
            self.memory_len, self.checksum
        ));
        // One line per distinct outcome of each nest (a launch's shape, or a fallback's
        // reason with the first entry's detail), with how many entries had it.
        let mut lines: Vec<(String, String, usize)> = Vec::new();
        for e in &self.events {
            let (key, line) = match &e.fallback {
                None => {
                    let line = format!(
                        "{}: gpu, {} threads{}{}",
                        e.loop_name,
                        e.threads,
                        if e.checked {
                            ", first call checked against the CPU reference"
                        } else {
                            ""
                        },
                        timing_text(&e.kernel_ms)
                    );
                    (line.clone(), line)
                }
                Some((reason, detail)) => (
                    format!("{}: cpu ({reason})", e.loop_name),
                    format!("{}: cpu ({reason}): {detail}", e.loop_name),
                ),
            };
            match lines.iter_mut().find(|(k, _, _)| *k == key) {
                Some((_, _, n)) => *n += 1,
                None => lines.push((key, line, 1)),
            }
        }
        for (key, line, n) in lines {
            if n == 1 {
                out.push_str(&format!("{line}\n"));
            } else if key == line {
                out.push_str(&format!("{line} (x{n})\n"));
            } else {
                out.push_str(&format!("{line} (x{n}; the first shown)\n"));
            }
        }
        match &self.check {
            None => {}
            Some(CheckVerdict::Agrees) => {
                out.push_str("check: results and memory equal the CPU reference (wasmi)\n")
            }
            Some(CheckVerdict::Differs(why)) => out.push_str(&format!(
                "check: MISMATCH with the CPU reference (wasmi): {why}\n"
            )),
        }
        out
    }
}

/// `, kernel min X ms, median Y ms of N timed launches`, or nothing.
fn timing_text(ms: &[f64]) -> String {
    if ms.is_empty() {
        return String::new();
    }
    let mut v = ms.to_vec();
    v.sort_by(|a, b| a.total_cmp(b));
    format!(
        ", kernel min {:.4} ms, median {:.4} ms of {} timed launches",
        v[0],
        v[v.len() / 2],
        v.len()
    )
}

fn value_text(v: &RtValue) -> String {
    match *v {
        RtValue::I32(b) => format!("i32:{}", b as i32),
        RtValue::I64(b) => format!("i64:{}", b as i64),
        RtValue::F32(b) => format!("f32:{} ({b:#010x})", f32::from_bits(b)),
        RtValue::F64(b) => format!("f64:{} ({b:#018x})", f64::from_bits(b)),
        other => format!("{other}"),
    }
}

/// FNV-1a, 64 bits.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    h
}

/// SplitMix64: the reproducible generator of `--random-memory`.
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Parses one `--arg` for a parameter of type `ty`: integers in decimal (signed or not) or
/// `0x` hex; floats as decimals, `inf`, `-inf`, `nan`, or `0x` bits.
pub fn parse_arg(text: &str, ty: LoweredType) -> Result<RtValue, String> {
    let bad = || format!("`{text}` is not a value of type {ty}");
    let hex = |t: &str| t.strip_prefix("0x").map(|h| u64::from_str_radix(h, 16));
    Ok(match ty {
        LoweredType::I32 => RtValue::I32(match hex(text) {
            Some(h) => u32::try_from(h.map_err(|_| bad())?).map_err(|_| bad())?,
            None => text
                .parse::<i32>()
                .map(|x| x as u32)
                .or_else(|_| text.parse::<u32>())
                .map_err(|_| bad())?,
        }),
        LoweredType::I64 => RtValue::I64(match hex(text) {
            Some(h) => h.map_err(|_| bad())?,
            None => text
                .parse::<i64>()
                .map(|x| x as u64)
                .or_else(|_| text.parse::<u64>())
                .map_err(|_| bad())?,
        }),
        LoweredType::F32 => RtValue::F32(match hex(text) {
            Some(h) => u32::try_from(h.map_err(|_| bad())?).map_err(|_| bad())?,
            None => text.parse::<f32>().map_err(|_| bad())?.to_bits(),
        }),
        LoweredType::F64 => RtValue::F64(match hex(text) {
            Some(h) => h.map_err(|_| bad())?,
            None => text.parse::<f64>().map_err(|_| bad())?.to_bits(),
        }),
        other => {
            return Err(format!(
                "parameters of type {other} cannot be given on the command line"
            ))
        }
    })
}

/// A function of a module prepared for auto mode: the module as run (libc calls read as bulk
/// memory), its parsed form, and the function with its outlined nests.
pub struct Prepared {
    pub wasm: Vec<u8>,
    pub module: ModuleInfo,
    pub name: String,
    pub auto: AutoFunction,
}

/// Reads `func` of `wasm` for auto mode; a rejected function is an error with its reasons.
pub fn prepare(wasm: &[u8], func: &str) -> Result<Prepared, String> {
    prepare_with(wasm, func, false)
}

/// [`prepare`], with float reductions reordered when `reassociate_floats`.
pub fn prepare_with(wasm: &[u8], func: &str, reassociate_floats: bool) -> Result<Prepared, String> {
    let module = ModuleInfo::parse(wasm).map_err(|e| e.to_string())?;
    // The host parts of this function run in the interpreter: no call may become a trap.
    let (wasm, module, _) = super::with_library_calls_resolved(wasm, module, false);
    let index = module.resolve_function(func).map_err(|e| e.to_string())?;
    let name = module.func_name(index);
    // The verdict of this function alone (not the whole module's report).
    let defined = index
        .checked_sub(module.num_imported_funcs())
        .ok_or_else(|| format!("function `{name}` is an import; it has no body to run"))?;
    let options = super::DetectOptions {
        reassociate_floats,
        ..Default::default()
    };
    let verdict = super::detect_function_with(&wasm, &module, index, defined as usize, options);
    if verdict.verdict == super::FunctionVerdict::Rejected {
        return Err(format!(
            "function `{name}` stays on the CPU in auto mode: {}",
            verdict.reasons.join("; ")
        ));
    }
    let f = lower_index(&wasm, &module, index, &Options::default()).map_err(|e| e.to_string())?;
    Ok(Prepared {
        wasm,
        module,
        name,
        auto: AutoFunction::with_options(f, true, reassociate_floats),
    })
}

/// Runs `req` on `wasm` with kernels launched through `exec`.
pub fn run_request(
    wasm: &[u8],
    req: &RunRequest,
    exec: &mut dyn KernelExecutor,
) -> Result<RunReport, String> {
    run_prepared(
        &prepare_with(wasm, &req.func, req.offload.reassociate_floats)?,
        req,
        exec,
    )
}

/// [`run_request`] on an already prepared function (`req.func` is not read again).
pub fn run_prepared(
    prepared: &Prepared,
    req: &RunRequest,
    exec: &mut dyn KernelExecutor,
) -> Result<RunReport, String> {
    let Prepared {
        wasm,
        module,
        name,
        auto,
    } = prepared;
    let name = name.clone();
    let f = &auto.f;
    let params = f.signature.params.clone();
    if params.len() != req.args.len() {
        return Err(format!(
            "function `{name}` takes {} arguments ({}), {} given with --arg",
            params.len(),
            params
                .iter()
                .map(|t| t.name())
                .collect::<Vec<_>>()
                .join(", "),
            req.args.len()
        ));
    }
    let args = req
        .args
        .iter()
        .zip(&params)
        .enumerate()
        .map(|(i, (a, t))| parse_arg(a, *t).map_err(|e| format!("argument {i} of `{name}`: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    let mut instance =
        Instance::new(wasm.clone()).map_err(|e| format!("cannot instantiate the module: {e}"))?;
    let initial = initial_memory(module, instance.memory(), req)?;
    instance.replace_memory(initial.clone());
    let (code, memory, globals) = instance.parts_mut();
    let mut interp = Interpreter::with_resolver(CodeResolver(code)).with_fuel(req.offload.fuel);
    interp.globals = std::mem::take(globals);
    let (result, events) = offload::call(auto, &mut interp, &args, memory, exec, req.offload);
    let ending = match result {
        Ok(v) => Ending::Returned(v),
        Err(lowered_ir::InterpError::Trap(k)) => Ending::Trapped(k),
        Err(e) => return Err(format!("function `{name}` cannot run: {e}")),
    };
    let check = if req.check {
        Some(check_with_wasmi(
            wasm, &name, &args, &initial, &ending, memory,
        )?)
    } else {
        None
    };
    Ok(RunReport {
        function: name,
        ending,
        memory_len: memory.len(),
        checksum: fnv1a64(memory),
        events,
        check,
        memory: memory.to_vec(),
    })
}

/// The memory before the call: the instance's, grown and filled as asked.
fn initial_memory(module: &ModuleInfo, memory: &[u8], req: &RunRequest) -> Result<Vec<u8>, String> {
    let mut m = memory.to_vec();
    if let Some(pages) = req.memory_pages {
        // wasm32's limit: 4 GiB.
        let max = 65536;
        if pages > max {
            return Err(format!(
                "--memory-pages {pages} is more than the limit of {max} pages"
            ));
        }
        let len = (pages * 65536) as usize;
        if len > m.len() {
            m.resize(len, 0);
        }
    }
    if let Some(seed) = req.random_memory {
        let start = module
            .data
            .iter()
            .map(|d| d.offset as usize + d.bytes.len())
            .max()
            .unwrap_or(0)
            .min(m.len());
        let mut rng = SplitMix64(seed);
        for chunk in m[start..].chunks_mut(8) {
            let x = rng.next_u64().to_le_bytes();
            chunk.copy_from_slice(&x[..chunk.len()]);
        }
    }
    Ok(m)
}

/// Runs the call in wasmi on `initial` and compares with ours.
fn check_with_wasmi(
    wasm: &[u8],
    name: &str,
    args: &[RtValue],
    initial: &[u8],
    ours: &Ending,
    our_memory: &[u8],
) -> Result<CheckVerdict, String> {
    let mut w =
        Wasmi::try_new(wasm).map_err(|e| format!("wasmi cannot instantiate the module: {e}"))?;
    let mem = w
        .instance
        .get_memory(&w.store, "memory")
        .or_else(|| w.instance.exports(&w.store).find_map(|e| e.into_memory()));
    if let Some(mem) = mem {
        let have = mem.data(&w.store).len();
        if initial.len() > have {
            let pages = ((initial.len() - have) / 65536) as u64;
            mem.grow(&mut w.store, pages)
                .map_err(|e| format!("wasmi cannot grow the memory: {e}"))?;
        }
        mem.data_mut(&mut w.store)[..initial.len()].copy_from_slice(initial);
    }
    let theirs = w.try_call(name, args, ThreadPosition::SINGLE)?;
    // Results bit for bit (two NaNs agree), the same trap kind.
    if !agree(ours, &theirs) {
        return Ok(CheckVerdict::Differs(format!(
            "ours {ours:?}, wasmi {theirs:?}"
        )));
    }
    // Two f32 or f64 NaNs agree whatever their bits (`check_compare::first_difference`): wasm lets a
    // NaN's sign and payload vary, and random memory holds NaNs.
    match w.memory() {
        None => Ok(CheckVerdict::Differs(
            "the module exports no memory to compare".into(),
        )),
        Some(m) => match check_compare::first_difference(our_memory, &m, 0) {
            None => Ok(CheckVerdict::Agrees),
            Some(at) => Ok(CheckVerdict::Differs(format!(
                "memory differs first at byte {at} ({} bytes differ)",
                m.iter().zip(our_memory).filter(|(a, b)| a != b).count()
            ))),
        },
    }
}
