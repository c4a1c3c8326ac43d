extern "C" __global__ void quat_rotate_aos_opt(const float* p, const float* q, float* out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    __shared__ float p_s[768];
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    __shared__ float out_s[768];
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_own = blockIdx.x * blockDim.x + 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
            p_s[stage_e] = p[(int)blockIdx.x * 768 + stage_e];
        }
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float px = p_s[3 * (int)threadIdx.x];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float py = p_s[3 * (int)threadIdx.x + 1];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float pz = p_s[3 * (int)threadIdx.x + 2];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float4 q_v = *(const float4*)&q[4 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float w = q_v.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ux = q_v.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uy = q_v.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float uz = q_v.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tx = uy * pz - uz * py;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float ty = uz * px - ux * pz;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        float tz = ux * py - uy * px;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out_s[3 * (int)threadIdx.x] = px + 2.0f * (w * tx + (uy * tz - uz * ty));
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out_s[3 * (int)threadIdx.x + 1] = py + 2.0f * (w * ty + (uz * tx - ux * tz));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        out_s[3 * (int)threadIdx.x + 2] = pz + 2.0f * (w * tz + (ux * ty - uy * tx));
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    __syncthreads();
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    int i_own1 = blockIdx.x * blockDim.x + 0u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
    for (int stage_r1 = 0; stage_r1 < 3; stage_r1++) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        int stage_e1 = stage_r1 * 256 + (int)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
        if (3ll * (long long)i_own1 + (long long)stage_e1 < 3ll * (long long)n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cu"
            out[(int)blockIdx.x * 768 + stage_e1] = out_s[stage_e1];
        }
    }
}
