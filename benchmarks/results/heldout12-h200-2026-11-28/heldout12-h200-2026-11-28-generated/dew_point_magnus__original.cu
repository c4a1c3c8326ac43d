extern "C" __global__ void dew_point_magnus(const float* temp, const float* rh, float* dew, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float t = temp[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        float g = logf(rh[i] * 0.01f) + 17.62f * t / (243.12f + t);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cu"
        dew[i] = 243.12f * g / (17.62f - g);
    }
}
