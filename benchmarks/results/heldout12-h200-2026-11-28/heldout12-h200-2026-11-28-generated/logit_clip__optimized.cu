extern "C" __global__ void logit_clip_opt(const float* p, float* z, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 p_v0;
    float4 z_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        if (ucond) {
            p_v0 = *(const float4*)&p[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
            float q_m0 = fminf(fmaxf(p_v0.x, 1e-6f), 1.0f - 1e-6f);
            z_v1.x = logf(q_m0 / (1.0f - q_m0));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
            float q_m1 = fminf(fmaxf(p_v0.y, 1e-6f), 1.0f - 1e-6f);
            z_v1.y = logf(q_m1 / (1.0f - q_m1));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
            float q_m2 = fminf(fmaxf(p_v0.z, 1e-6f), 1.0f - 1e-6f);
            z_v1.z = logf(q_m2 / (1.0f - q_m2));
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/logit_clip.cu"
            float q_m3 = fminf(fmaxf(p_v0.w, 1e-6f), 1.0f - 1e-6f);
            z_v1.w = logf(q_m3 / (1.0f - q_m3));
            *(float4*)(&z[i_m3] - 3) = z_v1;
        }
    }
}
