//! Order statistics of a sample of timings.

/// Summary of one sample (same unit as the input).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Summary {
    pub n: usize,
    pub min: f64,
    pub median: f64,
    pub p10: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
}

/// The `q`-quantile (0..=1) of sorted data, by the nearest-rank method.
fn quantile(sorted: &[f64], q: f64) -> f64 {
    let rank = (q * sorted.len() as f64).ceil() as usize;
    sorted[rank.clamp(1, sorted.len()) - 1]
}

/// Summarises `xs`; an empty sample gives all zeros.
pub fn summarize(xs: &[f64]) -> Summary {
    if xs.is_empty() {
        return Summary::default();
    }
    let mut s = xs.to_vec();
    s.sort_by(f64::total_cmp);
    let median = if s.len() % 2 == 1 {
        s[s.len() / 2]
    } else {
        (s[s.len() / 2 - 1] + s[s.len() / 2]) / 2.0
    };
    Summary {
        n: s.len(),
        min: s[0],
        median,
        p10: quantile(&s, 0.10),
        p90: quantile(&s, 0.90),
        p99: quantile(&s, 0.99),
        max: s[s.len() - 1],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn median_and_quantiles() {
        let s = summarize(&[5.0, 1.0, 3.0, 2.0, 4.0]);
        assert_eq!((s.min, s.median, s.max), (1.0, 3.0, 5.0));
        let xs: Vec<f64> = (1..=100).map(f64::from).collect();
        let s = summarize(&xs);
        assert_eq!((s.median, s.p10, s.p90, s.p99), (50.5, 10.0, 90.0, 99.0));
        assert_eq!(summarize(&[]), Summary::default());
    }
}
