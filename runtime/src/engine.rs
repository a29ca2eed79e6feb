//! The embedding API, shaped like wasmtime's: an [`Engine`] with a device (a GPU, the
//! simulator, or none), a [`Program`] compiled once from a module (its nests found, the module
//! rewritten, wasmtime's code generated), and an [`Instance`] made through a linker with WASI
//! preview 1 and the nest imports, whose exports can be called and whose counters read.
//!
//! ```no_run
//! use tensor_wasm_runtime::{Device, Engine, Program, Wasi};
//! let engine = Engine::new(Device::Simulator, Default::default())?;
//! let program = Program::compile(&engine, &std::fs::read("prog.wasm")?)?;
//! let mut instance = program.instantiate(&engine, &Wasi::inherit(["prog", "100"]))?;
//! let exit_code = instance.run_start()?;
//! println!("{}", instance.counters().prometheus_text());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! This module wires wasmtime, WASI and the nest imports together; it must not decide what
//! offloads (`nests.rs`) or whether a launch happens (`host.rs` and the compiler's hook).

use crate::deferred::{DeferredGpu, PendingContext};
use crate::host::{
    call_nest, host_bulk, read_back, resident_begin, resident_end, sample_stop, write_back,
    HasOffload, OffloadState,
};
use crate::nests::{plan_with, Nest, PlanError, RegionVerdict};
use crate::origins::Origins;
use crate::rewrite::IMPORT_MODULE;
use std::path::PathBuf;
use std::sync::Arc;
use tensor_wasm_compiler::auto::cost::CostModel;
use tensor_wasm_compiler::auto::offload::{
    InterpExecutor, KernelExecutor, OffloadEvent, OffloadOptions, PtxCache, TransferStats,
};
use tensor_wasm_shim::offload::OffloadCounters;
use wasmtime::{Linker, Module, Store, Val};
use wasmtime_wasi::p1::WasiP1Ctx;
use wasmtime_wasi::p2::pipe::{MemoryInputPipe, MemoryOutputPipe};
use wasmtime_wasi::{I32Exit, WasiCtxBuilder};

/// Where the nests run.
#[derive(Clone, Debug, PartialEq)]
pub enum Device {
    /// A CUDA GPU through the runtime shim, kernels built for `sm_<sm>`.
    Gpu { sm: u32 },
    /// The LoweredOp interpreter's grid simulation (no GPU needed; slow; for tests).
    Simulator,
    /// No offload: the original module runs in wasmtime unchanged.
    None,
}

/// How nests are launched.
#[derive(Clone, Debug)]
pub struct Config {
    /// Compare the first launch of each kernel with the native loop.
    pub first_call_check: bool,
    /// That check runs about 1/N of a large nest's outer loop natively and compares the bytes
    /// those iterations changed (`host::prefix_limit`); 1 runs the whole loop and compares
    /// the whole memory.
    pub check_fraction: u32,
    /// Float tolerance of that check in units in the last place (0: exact).
    pub tolerance_ulps: u32,
    /// Launch only what pays (`None`: whatever may launch, as in tests).
    pub cost: Option<CostModel>,
    /// Keep lowered PTX here across runs.
    pub cache_dir: Option<PathBuf>,
    /// Float reductions may be reordered (`--reassociate-floats`, off by default): their
    /// loops launch, and the first-call check accepts results within
    /// `auto::reduction::REASSOCIATION_TOLERANCE`.
    pub reassociate_floats: bool,
    /// Decide every nest but launch none (`--dry-run`, `OffloadOptions::dry_run`).
    pub dry_run: bool,
    /// With [`Device::Simulator`]: the instructions its launches may interpret in one
    /// instance, all together (threads times the cost model's instructions per thread);
    /// a launch past it runs natively, counted as fallback `simulation_budget`. `None`: no
    /// limit.
    pub simulation_budget: Option<u64>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            first_call_check: true,
            check_fraction: DEFAULT_CHECK_FRACTION,
            tolerance_ulps: 0,
            cost: Some(CostModel::default()),
            cache_dir: None,
            reassociate_floats: false,
            dry_run: false,
            simulation_budget: Some(DEFAULT_SIMULATION_BUDGET),
        }
    }
}

/// [`Config::simulation_budget`] by default: about 5 s of the interpreter, which runs some
/// 185 M instructions a second here (gemm's kernel at n = 160: 203 M in 1.09 s), about 200
/// times slower than wasmtime runs the loop, and spends about 256 instructions' time
/// starting each thread (`auto::offload::SIMULATED_THREAD_START`). A program at a real size
/// (PolyBench's gemm: 75 G instructions, hours in the interpreter) then runs in about
/// wasmtime's time with `--simulate`, its small nests simulated and its large ones native.
pub const DEFAULT_SIMULATION_BUDGET: u64 = 1_000_000_000;

/// [`Config::check_fraction`] by default: a sampled check of a loop that takes 40 s in
/// wasmtime costs about 0.6 s.
pub const DEFAULT_CHECK_FRACTION: u32 = 64;

/// Why a program cannot be compiled, instantiated or run.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(
        "NotAvailable: no GPU to run on ({0}); --simulate runs the kernels in the interpreter"
    )]
    NoDevice(String),
    #[error(transparent)]
    Plan(#[from] PlanError),
    #[error("wasmtime: {0}")]
    Wasmtime(String),
    #[error("the program has no `{0}` export")]
    NoExport(String),
    #[error("cannot preopen `{0}`: {1}")]
    Preopen(String, String),
    #[error("the device failed: {0}")]
    Device(String),
}

/// wasmtime's error with its causes, on one line.
fn wasmtime_error(e: impl std::fmt::Display) -> Error {
    let text = format!("{e:#}");
    let parts: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    Error::Wasmtime(parts.join(" "))
}

/// A wasmtime engine and the device nests run on.
pub struct Engine {
    wasmtime: wasmtime::Engine,
    device: Device,
    config: Config,
}

impl Engine {
    /// An engine; with [`Device::Gpu`], fails when no GPU can be used.
    pub fn new(device: Device, config: Config) -> Result<Engine, Error> {
        if let Device::Gpu { .. } = device {
            // Fail early when there is no driver at all (cheap: no context is made here;
            // each instance makes its context in the background, `deferred.rs`).
            if let Some(why) = tensor_wasm_shim::backend::driver_library_missing() {
                return Err(Error::NoDevice(why));
            }
        }
        let mut c = wasmtime::Config::new();
        c.cranelift_opt_level(wasmtime::OptLevel::Speed);
        let wasmtime = wasmtime::Engine::new(&c).map_err(wasmtime_error)?;
        Ok(Engine {
            wasmtime,
            device,
            config,
        })
    }

    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The executor of one instance; `early`: start making its context now, or take over
    /// the one `started` (the program's); `race`: the race the instance runs in, told when
    /// a context starts.
    fn executor(
        &self,
        early: Option<(usize, f64)>,
        started: Option<PendingContext>,
        race: Option<crate::race::Gates>,
    ) -> Result<Option<Box<dyn KernelExecutor + Send>>, Error> {
        Ok(match self.device {
            Device::None => None,
            Device::Simulator => Some(Box::new(InterpExecutor {
                simulation_budget: self.config.simulation_budget,
                ..InterpExecutor::default()
            })),
            Device::Gpu { sm } => {
                let mut gpu = DeferredGpu::new(sm, self.ptx_cache()).in_race(race);
                if let Some((nest, cpu_ns)) = early {
                    gpu.start_at_instantiation(nest, cpu_ns, started);
                }
                Some(Box::new(gpu))
            }
        })
    }

    /// Where kernels' PTX is cached on disk (`--cache`), if anywhere.
    fn ptx_cache(&self) -> Option<PtxCache> {
        self.config.cache_dir.clone().map(|dir| PtxCache { dir })
    }
}

/// A module compiled for an engine: its nests, the rewritten module and its machine code.
pub struct Program {
    /// Always set once compiled.
    module: Option<Module>,
    /// Why the program runs unchanged, with nothing offloaded, when it does.
    not_offloaded: Option<String>,
    nests: Arc<Vec<Nest>>,
    verdicts: Vec<RegionVerdict>,
    rewritten: Vec<u8>,
    /// Where the rewritten module's instructions came from (`None`: it is the original).
    origins: Option<Arc<Origins>>,
    resident_regions: usize,
    /// The C stack's bytes in the original module ([`crate::c_stack`]).
    stack: Option<(usize, usize)>,
    /// Seconds spent finding the nests and rewriting the module, then compiling it.
    phases: CompilePhases,
    /// A nest whose one call will take longer on the CPU than making the CUDA context, by
    /// trip counts known before any call (its index, its estimated CPU nanoseconds): each
    /// instance then makes its context at once ([`crate::deferred::nest_worth_the_context`]).
    early_context: Option<(usize, f64)>,
    /// The context started for `early_context` once the analysis found it, before wasmtime
    /// compiled the module; the first instance takes it over.
    started_context: std::sync::Mutex<Option<PendingContext>>,
}

/// Where [`Program::compile`]'s time went (`--metrics`).
#[derive(Clone, Copy, Debug, Default)]
pub struct CompilePhases {
    /// Finding the nests, lowering nothing yet, and writing the rewritten module.
    pub analysis_s: f64,
    /// wasmtime compiling the (rewritten) module to machine code.
    pub wasmtime_s: f64,
}

impl Program {
    /// Finds the nests of `wasm` (unless the engine has no device), rewrites the module and
    /// compiles it with wasmtime.
    pub fn compile(engine: &Engine, wasm: &[u8]) -> Result<Program, Error> {
        let plain = || Program {
            module: None,
            nests: Arc::new(Vec::new()),
            verdicts: Vec::new(),
            rewritten: wasm.to_vec(),
            origins: None,
            resident_regions: 0,
            not_offloaded: None,
            stack: None,
            phases: CompilePhases::default(),
            early_context: None,
            started_context: std::sync::Mutex::new(None),
        };
        let started = std::time::Instant::now();
        let mut program = if engine.device == Device::None {
            plain()
        } else {
            // A module the analysis or the rewriter cannot handle still runs, unchanged.
            match plan_with(wasm, engine.config.reassociate_floats) {
                Ok(p) => Program {
                    early_context: match (&engine.device, &engine.config.cost) {
                        (Device::Gpu { .. }, Some(model)) if !engine.config.dry_run => {
                            crate::deferred::nest_worth_the_context(&p.nests, model)
                        }
                        _ => None,
                    },
                    module: None,
                    resident_regions: p.resident.len() + p.resident_backups.len(),
                    nests: Arc::new(p.nests),
                    verdicts: p.verdicts,
                    rewritten: p.rewritten,
                    origins: Some(Arc::new(p.origins)),
                    not_offloaded: None,
                    stack: crate::c_stack::stack_bytes(wasm),
                    phases: CompilePhases::default(),
                    started_context: std::sync::Mutex::new(None),
                },
                Err(e) => Program {
                    not_offloaded: Some(e.to_string()),
                    ..plain()
                },
            }
        };
        let analysis_s = started.elapsed().as_secs_f64();
        if let (Some(_), Device::Gpu { sm }) = (program.early_context, &engine.device) {
            let context = PendingContext::start(*sm, engine.ptx_cache());
            program.started_context = std::sync::Mutex::new(Some(context));
        }
        match Module::from_binary(&engine.wasmtime, &program.rewritten) {
            Ok(m) => program.module = Some(m),
            Err(e) if program.rewritten != wasm => {
                let why = format!("wasmtime refused the rewritten module: {e:#}");
                program = Program {
                    not_offloaded: Some(why),
                    ..plain()
                };
                program.module =
                    Some(Module::from_binary(&engine.wasmtime, wasm).map_err(wasmtime_error)?);
            }
            Err(e) => return Err(wasmtime_error(e)),
        }
        program.phases = CompilePhases {
            analysis_s,
            wasmtime_s: started.elapsed().as_secs_f64() - analysis_s,
        };
        Ok(program)
    }

    /// Where compiling the program took its time.
    pub fn phases(&self) -> CompilePhases {
        self.phases
    }

    /// The context this program started making at compile time, for its first instance.
    fn take_started_context(&self) -> Option<PendingContext> {
        self.started_context
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
    }

    /// Why nothing is offloaded (the analysis or the rewriter could not handle the module):
    /// it then runs unchanged.
    pub fn not_offloaded(&self) -> Option<&str> {
        self.not_offloaded.as_deref()
    }

    fn module(&self) -> &Module {
        self.module.as_ref().expect("compile sets the module")
    }

    /// The module as wasmtime runs it.
    pub fn rewritten(&self) -> &[u8] {
        &self.rewritten
    }

    pub fn nests(&self) -> &[Nest] {
        &self.nests
    }

    /// What was decided for every loop.
    pub fn verdicts(&self) -> &[RegionVerdict] {
        &self.verdicts
    }

    /// The nests, to change before instantiating (tests break a kernel on purpose).
    #[cfg(test)]
    pub(crate) fn nests_mut(&mut self) -> &mut Vec<Nest> {
        Arc::get_mut(&mut self.nests).expect("not instantiated yet")
    }

    /// Instantiates the program with WASI and the nest imports.
    pub fn instantiate(&self, engine: &Engine, wasi: &Wasi) -> Result<Instance, Error> {
        let mut linker: Linker<HostState> = Linker::new(&engine.wasmtime);
        wasmtime_wasi::p1::add_to_linker_sync(&mut linker, |s: &mut HostState| &mut s.wasi)
            .map_err(wasmtime_error)?;
        for nest in self.nests.iter() {
            let k = nest.index;
            let ty = self
                .module()
                .imports()
                .find(|i| i.module() == IMPORT_MODULE && i.name() == format!("nest_{k}"))
                .and_then(|i| i.ty().func().cloned())
                .ok_or_else(|| Error::Wasmtime(format!("nest {k} has no import")))?;
            linker
                .func_new(IMPORT_MODULE, &format!("nest_{k}"), ty, move |c, p, r| {
                    call_nest(c, k, p, r)
                })
                .map_err(wasmtime_error)?;
        }
        // Host code in resident regions calls the module's memcpy/memmove/memset through
        // `host_<name>` (rewrite.rs).
        let bulk: Vec<String> = self
            .module()
            .imports()
            .filter(|i| i.module() == IMPORT_MODULE)
            .filter_map(|i| i.name().strip_prefix("host_").map(str::to_string))
            .collect();
        for name in bulk {
            let n = name.clone();
            linker
                .func_wrap(
                    IMPORT_MODULE,
                    &format!("host_{name}"),
                    move |c: wasmtime::Caller<'_, HostState>, a: i32, b: i32, len: i32| {
                        host_bulk(c, &n, (a, b, len))
                    },
                )
                .map_err(wasmtime_error)?;
        }
        if self
            .module()
            .imports()
            .any(|i| i.module() == IMPORT_MODULE && i.name() == crate::rewrite::SAMPLE_STOP_IMPORT)
        {
            linker
                .func_wrap(
                    IMPORT_MODULE,
                    crate::rewrite::SAMPLE_STOP_IMPORT,
                    sample_stop::<HostState>,
                )
                .map_err(wasmtime_error)?;
        }
        if self.resident_regions > 0 {
            // Host code's loads and stores in resident regions (rewrite.rs).
            type Access =
                fn(wasmtime::Caller<'_, HostState>, (i32, i32, i32)) -> wasmtime::Result<()>;
            for (name, f) in [
                ("read_back", read_back as Access),
                ("write_back", write_back),
            ] {
                linker
                    .func_wrap(
                        IMPORT_MODULE,
                        name,
                        move |c: wasmtime::Caller<'_, HostState>, a: i32, o: i32, n: i32| {
                            f(c, (a, o, n))
                        },
                    )
                    .map_err(wasmtime_error)?;
            }
            linker
                .func_wrap(IMPORT_MODULE, "resident_begin", resident_begin::<HostState>)
                .map_err(wasmtime_error)?;
            linker
                .func_wrap(IMPORT_MODULE, "resident_end", resident_end::<HostState>)
                .map_err(wasmtime_error)?;
        }
        let options = OffloadOptions {
            first_call_check: engine.config.first_call_check,
            tolerance_ulps: engine.config.tolerance_ulps,
            cost: engine.config.cost,
            reassociate_floats: engine.config.reassociate_floats,
            stack: self.stack,
            dry_run: engine.config.dry_run,
            ..OffloadOptions::default()
        };
        let race = wasi.race.clone();
        let (wasi, stdout) = wasi.build()?;
        let state = HostState {
            wasi,
            stdout,
            offload: OffloadState {
                nests: self.nests.clone(),
                exec: engine.executor(
                    self.early_context,
                    self.take_started_context(),
                    race.clone(),
                )?,
                options,
                events: Vec::new(),
                history: Vec::new(),
                natives: Vec::new(),
                backups: Vec::new(),
                skips: Vec::new(),
                holds_flag: None,
                resident: false,
                memory: None,
                native_depth: 0,
                resident_at: 0,
                resident_nested: 0,
                check_fraction: engine.config.check_fraction,
                check_buffer: Vec::new(),
                check_written: Default::default(),
                check_times: Default::default(),
                hook_times: Default::default(),
                sample: None,
                race,
                launched_cpu_ns: 0.0,
            },
        };
        let mut store = Store::new(&engine.wasmtime, state);
        let instance = linker
            .instantiate(&mut store, self.module())
            .map_err(wasmtime_error)?;
        Ok(Instance {
            store,
            instance,
            origins: self.origins.clone(),
        })
    }
}

/// The data of a store: WASI's context and the offload state.
pub struct HostState {
    wasi: WasiP1Ctx,
    stdout: Option<MemoryOutputPipe>,
    offload: OffloadState,
}

impl HasOffload for HostState {
    fn offload(&mut self) -> &mut OffloadState {
        &mut self.offload
    }
}

/// WASI preview 1 settings of an instance.
#[derive(Clone, Debug, Default)]
pub struct Wasi {
    /// `argv`, the program name first.
    pub args: Vec<String>,
    pub env: Vec<(String, String)>,
    /// `(host directory, guest path)` preopens.
    pub dirs: Vec<(PathBuf, String)>,
    /// The process's stdin, stdout and stderr (otherwise none).
    pub inherit_stdio: bool,
    /// Keep the guest's stdout in memory instead ([`Instance::captured_stdout`]).
    pub capture_stdout: bool,
    /// The guest reads these bytes as its stdin instead (a program run twice, as `run
    /// --check` does, reads the same input both times).
    pub stdin: Option<Vec<u8>>,
    /// Hold stdout and stderr back while this run races plain wasmtime ([`crate::race`]).
    pub race: Option<crate::race::Gates>,
}

impl Wasi {
    /// The given arguments and this process's stdio, no environment, no directories.
    pub fn inherit<S: Into<String>>(args: impl IntoIterator<Item = S>) -> Wasi {
        Wasi {
            args: args.into_iter().map(Into::into).collect(),
            inherit_stdio: true,
            ..Wasi::default()
        }
    }

    fn build(&self) -> Result<(WasiP1Ctx, Option<MemoryOutputPipe>), Error> {
        let mut b = WasiCtxBuilder::new();
        if self.inherit_stdio {
            b.inherit_stdio();
        }
        let captured = self
            .capture_stdout
            .then(|| MemoryOutputPipe::new(usize::MAX));
        if let Some(pipe) = &captured {
            b.stdout(pipe.clone());
        }
        if let Some(gates) = &self.race {
            b.stdout(gates.stream(0));
            b.stderr(gates.stream(1));
        }
        if let Some(bytes) = &self.stdin {
            b.stdin(MemoryInputPipe::new(bytes.clone()));
        }
        b.args(&self.args);
        b.envs(&self.env);
        for (host, guest) in &self.dirs {
            b.preopened_dir(host, guest, wasmtime_wasi::FsPerms::ReadWrite)
                .map_err(|e| Error::Preopen(host.display().to_string(), e.to_string()))?;
        }
        Ok((b.build_p1(), captured))
    }
}

/// How a call ended.
#[derive(Debug)]
pub enum Ending {
    /// Returned these values (`_start`: none).
    Returned(Vec<Val>),
    /// `proc_exit(code)`.
    Exit(i32),
    /// A trap or another error of the guest, as wasmtime words it.
    Trap(String),
}

/// An instantiated program.
pub struct Instance {
    store: Store<HostState>,
    instance: wasmtime::Instance,
    /// The program's [`Origins`]: a trap's backtrace names the original module's functions.
    origins: Option<Arc<Origins>>,
}

impl Instance {
    /// Calls export `name` with `args`.
    pub fn call(&mut self, name: &str, args: &[Val]) -> Result<Ending, Error> {
        let func = self
            .instance
            .get_func(&mut self.store, name)
            .ok_or_else(|| Error::NoExport(name.to_string()))?;
        let ty = func.ty(&self.store);
        let mut results: Vec<Val> = ty
            .results()
            .map(|t| Val::default_for_ty(&t).unwrap_or(Val::I32(0)))
            .collect();
        Ok(match func.call(&mut self.store, args, &mut results) {
            Ok(()) => Ending::Returned(results),
            Err(e) => {
                let memory = self.instance.get_memory(&mut self.store, "memory");
                crate::host::end_after_error(&mut self.store, memory).map_err(Error::Device)?;
                match e.downcast_ref::<I32Exit>() {
                    Some(I32Exit(code)) => Ending::Exit(*code),
                    None => Ending::Trap(Origins::error_text(self.origins.as_deref(), &e)),
                }
            }
        })
    }

    /// Copies `bytes` into the exported memory at `offset`.
    pub fn write_memory(&mut self, offset: usize, bytes: &[u8]) -> Result<(), Error> {
        let memory = self.memory()?;
        memory
            .write(&mut self.store, offset, bytes)
            .map_err(wasmtime_error)
    }

    /// Copies bytes of the exported memory from `offset` into `out`.
    pub fn read_memory(&mut self, offset: usize, out: &mut [u8]) -> Result<(), Error> {
        let memory = self.memory()?;
        memory
            .read(&self.store, offset, out)
            .map_err(wasmtime_error)
    }

    fn memory(&mut self) -> Result<wasmtime::Memory, Error> {
        self.instance
            .get_memory(&mut self.store, "memory")
            .ok_or_else(|| Error::NoExport("memory".into()))
    }

    /// Runs `_start` as `wasmtime run` does: the exit code (0 when it returns).
    pub fn run_start(&mut self) -> Result<Ending, Error> {
        match self.call("_start", &[])? {
            Ending::Returned(_) => Ok(Ending::Exit(0)),
            other => Ok(other),
        }
    }

    /// What the guest wrote to stdout, when [`Wasi::capture_stdout`] asked to keep it.
    pub fn captured_stdout(&self) -> Option<Vec<u8>> {
        self.store
            .data()
            .stdout
            .as_ref()
            .map(|p| p.contents().to_vec())
    }

    /// Launches through `exec` from now on instead of the engine's device (an embedder's
    /// own executor; tests use one whose device never becomes ready).
    pub fn set_executor(&mut self, exec: Box<dyn KernelExecutor + Send>) {
        self.store.data_mut().offload.exec = Some(exec);
    }

    /// The offload counters (`tensor_wasm_offload_success_total`, fallbacks by reason).
    pub fn counters(&mut self) -> OffloadCounters {
        crate::host::count_skipped(&mut self.store);
        match self.store.data_mut().offload.exec.as_mut() {
            Some(e) => e.counters().clone(),
            None => OffloadCounters::default(),
        }
    }

    /// What happened at each nest call.
    pub fn events(&self) -> &[OffloadEvent] {
        &self.store.data().offload.events
    }

    /// Where the first-call checks' time went.
    pub fn check_times(&self) -> crate::host::CheckTimes {
        self.store.data().offload.check_times
    }

    /// Where the hook's own time went.
    pub fn hook_times(&self) -> crate::host::HookTimes {
        self.store.data().offload.hook_times
    }

    /// Bytes and time spent on transfers and launches (GPU only).
    pub fn transfer_stats(&mut self) -> Option<TransferStats> {
        self.store
            .data_mut()
            .offload
            .exec
            .as_mut()
            .and_then(|e| e.transfer_stats())
    }
}
