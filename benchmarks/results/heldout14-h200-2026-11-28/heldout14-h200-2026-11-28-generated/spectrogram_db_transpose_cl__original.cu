extern "C" __global__ void spectrogram_db_transpose(const float* power, float* db_t, int frames, int bins) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int b = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    int f = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
    if (b < bins && f < frames)
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/spectrogram_db_transpose.cl"
        db_t[(unsigned long long)b * frames + f] = 10.0f * log10f(power[(unsigned long long)f * bins + b] + 1e-10f);
}
