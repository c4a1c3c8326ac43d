extern "C" __global__ void spectrogram_db_transpose_cf8x(const float* power, float* db_t, int frames, int bins) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int b_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    int f = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_0 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_0 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_0] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_1 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_1 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_1] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_2 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_2 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_2] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_3 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_3 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_3] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_4 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_4 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_4] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_5 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_5 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_5] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_6 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_6 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_6] + 1e-10f);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
    if (b_7 < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cu"
        db_t[(unsigned long long)b_7 * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b_7] + 1e-10f);
}
