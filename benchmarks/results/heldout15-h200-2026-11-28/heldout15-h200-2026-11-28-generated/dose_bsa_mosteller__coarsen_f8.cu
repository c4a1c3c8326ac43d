extern "C" __global__ void dose_bsa_mosteller_cf8x(const float* height_cm, const float* weight_kg, float* bsa, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_0] = sqrtf(height_cm[i_0] * weight_kg[i_0] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_1] = sqrtf(height_cm[i_1] * weight_kg[i_1] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_2] = sqrtf(height_cm[i_2] * weight_kg[i_2] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_3] = sqrtf(height_cm[i_3] * weight_kg[i_3] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_4] = sqrtf(height_cm[i_4] * weight_kg[i_4] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_5] = sqrtf(height_cm[i_5] * weight_kg[i_5] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_6] = sqrtf(height_cm[i_6] * weight_kg[i_6] / 3600.0f);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/dose_bsa_mosteller.cu"
        bsa[i_7] = sqrtf(height_cm[i_7] * weight_kg[i_7] / 3600.0f);
}
