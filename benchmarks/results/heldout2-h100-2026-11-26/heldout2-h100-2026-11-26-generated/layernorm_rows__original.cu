extern "C" __global__ void layernorm_rows(const float* in, const float* gamma, const float* beta, float* out, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __shared__ float part[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int r = blockIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c = t; c < cols; c += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        s += in[r * cols + c];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t] = s;
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t < st)
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t] += part[t + st];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        __syncthreads();
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float mean = part[0] / (float)cols;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float v = 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_1 = t; c_1 < cols; c_1 += 256) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        float d = in[r * cols + c_1] - mean;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        v += d * d;
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    part[t] = v;
#line 28 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    __syncthreads();
#line 29 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 30 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        if (t < st_1)
#line 31 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
            part[t] += part[t + st_1];
#line 32 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        __syncthreads();
    }
#line 34 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    float inv = 1.0f / sqrtf(part[0] / (float)cols + 1e-5f);
#line 35 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
    for (int c_2 = t; c_2 < cols; c_2 += 256)
#line 36 "/work/main/.stage/main/benchmarks/heldout2/kernels/layernorm_rows.cu"
        out[r * cols + c_2] = (in[r * cols + c_2] - mean) * inv * gamma[c_2] + beta[c_2];
}
