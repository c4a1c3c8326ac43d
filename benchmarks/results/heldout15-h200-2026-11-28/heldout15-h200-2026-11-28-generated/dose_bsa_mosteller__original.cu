extern "C" __global__ void dose_bsa_mosteller(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i] = sqrtf(height_cm[i] * weight_kg[i] / 3600.0f);
}
