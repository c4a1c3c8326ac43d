extern "C" __global__ void dose_bsa_mosteller_cf8x(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_0] = sqrtf(height_cm[i_0] * weight_kg[i_0] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_1] = sqrtf(height_cm[i_1] * weight_kg[i_1] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_2] = sqrtf(height_cm[i_2] * weight_kg[i_2] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_3] = sqrtf(height_cm[i_3] * weight_kg[i_3] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_4] = sqrtf(height_cm[i_4] * weight_kg[i_4] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_5] = sqrtf(height_cm[i_5] * weight_kg[i_5] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_6] = sqrtf(height_cm[i_6] * weight_kg[i_6] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cl"
        bsa[i_7] = sqrtf(height_cm[i_7] * weight_kg[i_7] / 3600.0f);
}
