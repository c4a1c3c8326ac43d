extern "C" __global__ void dose_bsa_mosteller_cf2x(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_0] = sqrtf(height_cm[i_0] * weight_kg[i_0] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_1] = sqrtf(height_cm[i_1] * weight_kg[i_1] / 3600.0f);
}
