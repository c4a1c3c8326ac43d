extern "C" __global__ void dose_bsa_mosteller_cf2x_st32(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_0] = sqrtf(height_cm[i_0] * weight_kg[i_0] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_1] = sqrtf(height_cm[i_1] * weight_kg[i_1] / 3600.0f);
}
