extern "C" __global__ void spectrogram_db_transpose_cf4x_st32(const float* power, float* db_t, int frames, int bins) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int b_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull < 2080ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        b_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int b_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull < 2080ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        b_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int b_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull < 2080ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        b_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int b_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull < 2080ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        b_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int f = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull < 2080ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        if (b_0 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
            db_t[(unsigned long long)b_0 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_0] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull < 2080ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        if (b_1 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
            db_t[(unsigned long long)b_1 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_1] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 64ull < 2080ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        if (b_2 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
            db_t[(unsigned long long)b_2 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_2] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 128ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 96ull < 2080ull)
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        if (b_3 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
            db_t[(unsigned long long)b_3 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_3] + 1e-10f);
}
