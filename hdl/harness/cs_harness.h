// The CipherScope harness ABI: one C interface around every Verilated core configuration,
// compiled natively (tests, benchmarks) and by Emscripten (the browser and Node).
// Documented in hdl/ABI.md; bump CS_ABI_VERSION on any change.
#pragma once
#include <stdint.h>

#define CS_ABI_VERSION 4

// Error codes returned as negative values; cs_last_error() says what was wrong.
#define CS_ERR_ARGUMENT -1   // an argument is out of range
#define CS_ERR_FULL -2       // the input queue is full
#define CS_ERR_STATE -3      // called before cs_create()

// cs_offer flags: bit 0 decrypt, bits 11..8 key bank, bits 23..16 stream.
#define CS_FLAG_DECRYPT 1
#define CS_FLAG_BANK_SHIFT 8
#define CS_FLAG_STREAM_SHIFT 16

// Probe words: bit 31 valid, bits 30..24 round, bits 23..0 tag.
#define CS_PROBE_VALID 0x80000000u
#define CS_PROBE_ROUND_SHIFT 24
#define CS_PROBE_ROUND_BITS 7
#define CS_TAG_BITS 24
#define CS_TAG_MASK 0x00ffffffu

#ifdef __cplusplus
extern "C" {
#endif

int32_t cs_abi_version(void);
int32_t cs_create(void);
const char* cs_describe(void);
const char* cs_last_error(void);
uint8_t* cs_io(void);

void cs_reset(void);
int32_t cs_load_key(int32_t bits, int32_t bank);
int32_t cs_load_iv(int32_t index);
int32_t cs_set_mode(int32_t mode, int32_t chains);
int32_t cs_offer(uint32_t tag, int32_t flags);
int32_t cs_pending(void);

uint32_t cs_step(uint32_t cycles);
uint32_t cs_run_until_output(uint32_t max_cycles);
double cs_cycle(void);

int32_t cs_available(void);
int32_t cs_take(void);

int32_t cs_probe_count(void);
const char* cs_probe_name(int32_t index);
int32_t cs_probe_capture(uint32_t capacity_cycles);
uint32_t* cs_probe_ring(void);
uint32_t cs_probe_capacity(void);
double cs_probe_written(void);

double cs_chain(uint32_t blocks, int32_t flags, uint32_t max_cycles, uint32_t delay);

int32_t cs_autofeed(int32_t enable, uint32_t seed);
double cs_autofeed_outputs(void);
int32_t cs_output_limit(uint32_t results);

int32_t cs_trace_open(const char* path);
int32_t cs_trace_close(void);

#ifdef __cplusplus
}
#endif
