extern "C" __global__ void rmsprop_step_opt(const float* w, const float* g, const float* v, float* w_out, float* v_out, float rho, float lr, float eps, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 g_v0;
    float4 v_v1;
    float4 v_out_v2;
    float4 w_out_v3;
    float4 w_v4;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        if (ucond) {
            g_v0 = *(const float4*)&g[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float gi_m0 = g_v0.x;
            v_v1 = *(const float4*)&v[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float nv_m0 = rho * v_v1.x + (1.0f - rho) * gi_m0 * gi_m0;
            v_out_v2.x = nv_m0;
            w_v4 = *(const float4*)&w[i_m0];
            w_out_v3.x = w_v4.x - lr * gi_m0 / (sqrtf(nv_m0) + eps);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float gi_m1 = g_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float nv_m1 = rho * v_v1.y + (1.0f - rho) * gi_m1 * gi_m1;
            v_out_v2.y = nv_m1;
            w_out_v3.y = w_v4.y - lr * gi_m1 / (sqrtf(nv_m1) + eps);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float gi_m2 = g_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float nv_m2 = rho * v_v1.z + (1.0f - rho) * gi_m2 * gi_m2;
            v_out_v2.z = nv_m2;
            w_out_v3.z = w_v4.z - lr * gi_m2 / (sqrtf(nv_m2) + eps);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float gi_m3 = g_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/rmsprop_step.cu"
            float nv_m3 = rho * v_v1.w + (1.0f - rho) * gi_m3 * gi_m3;
            v_out_v2.w = nv_m3;
            *(float4*)(&v_out[i_m3] - 3) = v_out_v2;
            w_out_v3.w = w_v4.w - lr * gi_m3 / (sqrtf(nv_m3) + eps);
            *(float4*)(&w_out[i_m3] - 3) = w_out_v3;
        }
    }
}
