extern "C" __global__ void layernorm_rows(const float* in, const float* gamma, const float* beta, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __shared__ float part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c = t; c < cols; c += 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        s += in[r * cols + c];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t] = s;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t < st)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t] += part[t + st];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        __syncthreads();
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float mean = part[0] / (float)cols;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float v = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_1 = t; c_1 < cols; c_1 += 256) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        float d = in[r * cols + c_1] - mean;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        v += d * d;
    }
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    part[t] = v;
#line 26 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    __syncthreads();
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 28 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        if (t < st_1)
#line 29 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
            part[t] += part[t + st_1];
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        __syncthreads();
    }
#line 32 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + 1e-5f);
#line 33 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
    for (int c_2 = t; c_2 < cols; c_2 += 256)
#line 34 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cl"
        out[r * cols + c_2] = (in[r * cols + c_2] - mean) * inv * gamma[c_2] + beta[c_2];
}
