__device__ float lab_f(float t) {
#line 5 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    const float d = 6.0f / 29.0f;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    return t > d * d * d ? cbrtf(t) : t / (3.0f * d * d) + 4.0f / 29.0f;
}

extern "C" __global__ void xyz_to_lab_cf8x(const float* X, const float* Y, const float* Z, float* Lo, float* ao, float* bo, int n) {
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_4 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_4 = lab_f(X[i_4] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_4 = lab_f(Y[i_4] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_4 = lab_f(Z[i_4] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_4] = 116.0f * fy_4 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_4] = 500.0f * (fx_4 - fy_4);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_4] = 200.0f * (fy_4 - fz_4);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_5 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_5 = lab_f(X[i_5] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_5 = lab_f(Y[i_5] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_5 = lab_f(Z[i_5] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_5] = 116.0f * fy_5 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_5] = 500.0f * (fx_5 - fy_5);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_5] = 200.0f * (fy_5 - fz_5);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_6 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_6 = lab_f(X[i_6] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_6 = lab_f(Y[i_6] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_6 = lab_f(Z[i_6] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_6] = 116.0f * fy_6 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_6] = 500.0f * (fx_6 - fy_6);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_6] = 200.0f * (fy_6 - fz_6);
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
    if (i_7 < n) {
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fx_7 = lab_f(X[i_7] / 0.95047f);
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fy_7 = lab_f(Y[i_7] / 1.0f);
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        float fz_7 = lab_f(Z[i_7] / 1.08883f);
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        Lo[i_7] = 116.0f * fy_7 - 16.0f;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        ao[i_7] = 500.0f * (fx_7 - fy_7);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/xyz_to_lab.cl"
        bo[i_7] = 200.0f * (fy_7 - fz_7);
    }
}
