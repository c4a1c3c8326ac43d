extern "C" __global__ void rmsnorm_rows(const float* X, const float* gamma, float* Y, int cols, float eps) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c = t; c < cols; c += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        float v = X[r * cols + c];
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        s += v * v;
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    part[t] = s;
#line 15 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        if (t < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
            part[t] += part[t + st];
#line 19 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + eps);
#line 22 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
    for (int c_1 = t; c_1 < cols; c_1 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/kernels/rmsnorm_rows.cl"
        Y[r * cols + c_1] = X[r * cols + c_1] * inv * gamma[c_1];
}
