extern "C" __global__ void adam_step(const float* p, const float* m, const float* v, const float* g, float* p_out, float* m_out, float* v_out, float lr, float b1, float b2, float c1, float c2, float eps, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
    if (i < n) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        float gi = g[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        float mi = b1 * m[i] + (1.0f - b1) * gi;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        float vi = b2 * v[i] + (1.0f - b2) * gi * gi;
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        m_out[i] = mi;
#line 16 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        v_out[i] = vi;
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        p_out[i] = p[i] - lr * (mi / c1) / (sqrtf(vi / c2) + eps);
    }
}
