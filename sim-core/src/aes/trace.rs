//! A round-by-round record of one block through the cipher, named as FIPS-197 Appendix C
//! prints it (`round[ 1].s_box` …), so the lab can show and tests can compare every step.

use super::state::State;

/// Which transformation a traced state follows. Names are FIPS-197 Appendix C's labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Input,
    Start,
    SubBytes,
    ShiftRows,
    MixColumns,
    RoundKey,
    Output,
    InvInput,
    InvStart,
    InvSubBytes,
    InvShiftRows,
    InvRoundKey,
    InvAddRoundKey,
    InvOutput,
}

impl Step {
    /// The label FIPS-197 Appendix C uses for this step.
    pub const fn label(self) -> &'static str {
        match self {
            Step::Input => "input",
            Step::Start => "start",
            Step::SubBytes => "s_box",
            Step::ShiftRows => "s_row",
            Step::MixColumns => "m_col",
            Step::RoundKey => "k_sch",
            Step::Output => "output",
            Step::InvInput => "iinput",
            Step::InvStart => "istart",
            Step::InvSubBytes => "is_box",
            Step::InvShiftRows => "is_row",
            Step::InvRoundKey => "ik_sch",
            Step::InvAddRoundKey => "ik_add",
            Step::InvOutput => "ioutput",
        }
    }

    pub const ALL: [Step; 14] = [
        Step::Input,
        Step::Start,
        Step::SubBytes,
        Step::ShiftRows,
        Step::MixColumns,
        Step::RoundKey,
        Step::Output,
        Step::InvInput,
        Step::InvStart,
        Step::InvSubBytes,
        Step::InvShiftRows,
        Step::InvRoundKey,
        Step::InvAddRoundKey,
        Step::InvOutput,
    ];
}

/// One line of the trace: the state (or round key, for `RoundKey`) after `step` in `round`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceEntry {
    pub round: u8,
    pub step: Step,
    pub state: State,
}

/// Anything that wants to see each step; `()` ignores them, so untraced runs cost nothing.
pub trait Observer {
    fn observe(&mut self, round: usize, step: Step, state: &State);
}

impl Observer for () {
    #[inline(always)]
    fn observe(&mut self, _: usize, _: Step, _: &State) {}
}

impl Observer for Vec<TraceEntry> {
    fn observe(&mut self, round: usize, step: Step, state: &State) {
        self.push(TraceEntry {
            round: round as u8,
            step,
            state: *state,
        });
    }
}
