__device__ float lab_f(float t) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    const float d = 6.0f / 29.0f;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    return t > d * d * d ? cbrtf(t) : t / (3.0f * d * d) + 4.0f / 29.0f;
}

extern "C" __global__ void xyz_to_lab(const float* X, const float* Y, const float* Z, float* Lo, float* ao, float* bo, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx = lab_f(X[i] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy = lab_f(Y[i] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz = lab_f(Z[i] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i] = 116.0f * fy - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i] = 500.0f * (fx - fy);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i] = 200.0f * (fy - fz);
    }
}
