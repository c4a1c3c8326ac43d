extern "C" __global__ void dew_point_magnus(const float* temp, const float* rh, float* dew, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float t = temp[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        float g = logf(rh[i] * 0.01f) + 17.62f * t / (243.12f + t);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/dew_point_magnus.cl"
        dew[i] = 243.12f * g / (17.62f - g);
    }
}
