extern "C" __global__ void adam_step_opt(const float* p, const float* m, const float* v, const float* g, float* p_out, float* m_out, float* v_out, float lr, float b1, float b2, float c1, float c2, float eps, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 g_v0;
    float4 m_v1;
    float4 v_v2;
    float4 m_out_v3;
    float4 v_out_v4;
    float4 p_out_v5;
    float4 p_v6;
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        if (ucond) {
            g_v0 = *(const float4*)&g[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float gi_m0 = g_v0.x;
            m_v1 = *(const float4*)&m[i_m0];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float mi_m0 = b1 * m_v1.x + (1.0f - b1) * gi_m0;
            v_v2 = *(const float4*)&v[i_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float vi_m0 = b2 * v_v2.x + (1.0f - b2) * gi_m0 * gi_m0;
            m_out_v3.x = mi_m0;
            v_out_v4.x = vi_m0;
            p_v6 = *(const float4*)&p[i_m0];
            p_out_v5.x = p_v6.x - lr * (mi_m0 / c1) / (sqrtf(vi_m0 / c2) + eps);
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float gi_m1 = g_v0.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float mi_m1 = b1 * m_v1.y + (1.0f - b1) * gi_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float vi_m1 = b2 * v_v2.y + (1.0f - b2) * gi_m1 * gi_m1;
            m_out_v3.y = mi_m1;
            v_out_v4.y = vi_m1;
            p_out_v5.y = p_v6.y - lr * (mi_m1 / c1) / (sqrtf(vi_m1 / c2) + eps);
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float gi_m2 = g_v0.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float mi_m2 = b1 * m_v1.z + (1.0f - b1) * gi_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float vi_m2 = b2 * v_v2.z + (1.0f - b2) * gi_m2 * gi_m2;
            m_out_v3.z = mi_m2;
            v_out_v4.z = vi_m2;
            p_out_v5.z = p_v6.z - lr * (mi_m2 / c1) / (sqrtf(vi_m2 / c2) + eps);
        }
    }
    {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
        if (ucond) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float gi_m3 = g_v0.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float mi_m3 = b1 * m_v1.w + (1.0f - b1) * gi_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/adam_step.cl"
            float vi_m3 = b2 * v_v2.w + (1.0f - b2) * gi_m3 * gi_m3;
            m_out_v3.w = mi_m3;
            *(float4*)(&m_out[i_m3] - 3) = m_out_v3;
            v_out_v4.w = vi_m3;
            *(float4*)(&v_out[i_m3] - 3) = v_out_v4;
            p_out_v5.w = p_v6.w - lr * (mi_m3 / c1) / (sqrtf(vi_m3 / c2) + eps);
            *(float4*)(&p_out[i_m3] - 3) = p_out_v5;
        }
    }
}
