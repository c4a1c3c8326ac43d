__device__ float lab_f(float t) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    const float d = 6.0f / 29.0f;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    return t > d * d * d ? cbrtf(t) : t / (3.0f * d * d) + 4.0f / 29.0f;
}

extern "C" __global__ void xyz_to_lab_cf4x(const float* X, const float* Y, const float* Z, float* Lo, float* ao, float* bo, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_0 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_0 = lab_f(X[i_0] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_0 = lab_f(Y[i_0] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_0 = lab_f(Z[i_0] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_0] = 116.0f * fy_0 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_0] = 500.0f * (fx_0 - fy_0);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_0] = 200.0f * (fy_0 - fz_0);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_1 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_1 = lab_f(X[i_1] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_1 = lab_f(Y[i_1] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_1 = lab_f(Z[i_1] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_1] = 116.0f * fy_1 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_1] = 500.0f * (fx_1 - fy_1);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_1] = 200.0f * (fy_1 - fz_1);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_2 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_2 = lab_f(X[i_2] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_2 = lab_f(Y[i_2] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_2 = lab_f(Z[i_2] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_2] = 116.0f * fy_2 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_2] = 500.0f * (fx_2 - fy_2);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_2] = 200.0f * (fy_2 - fz_2);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_3 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_3 = lab_f(X[i_3] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_3 = lab_f(Y[i_3] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_3 = lab_f(Z[i_3] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_3] = 116.0f * fy_3 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_3] = 500.0f * (fx_3 - fy_3);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_3] = 200.0f * (fy_3 - fz_3);
    }
}
