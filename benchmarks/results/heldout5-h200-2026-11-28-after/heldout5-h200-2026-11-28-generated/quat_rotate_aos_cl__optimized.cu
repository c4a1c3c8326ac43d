extern "C" __global__ void quat_rotate_aos_opt(const float* p, const float* q, float* out, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    __shared__ float p_s[768];
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    __shared__ float out_s[768];
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i_own = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    for (int stage_r = 0; stage_r < 3; stage_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        int stage_e = stage_r * 256 + (int)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        if (3ll * (long long)i_own + (long long)stage_e < 3ll * (long long)n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
            p_s[stage_e] = p[(int)blockIdx.x * 768 + stage_e];
        }
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    __syncthreads();
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float px = p_s[3 * (int)threadIdx.x];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float py = p_s[3 * (int)threadIdx.x + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float pz = p_s[3 * (int)threadIdx.x + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float4 q_v = *(const float4*)&q[4 * i];
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float w = q_v.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ux = q_v.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uy = q_v.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float uz = q_v.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tx = uy * pz - uz * py;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float ty = uz * px - ux * pz;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        float tz = ux * py - uy * px;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out_s[3 * (int)threadIdx.x] = px + 2.0f * (w * tx + (uy * tz - uz * ty));
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out_s[3 * (int)threadIdx.x + 1] = py + 2.0f * (w * ty + (uz * tx - ux * tz));
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        out_s[3 * (int)threadIdx.x + 2] = pz + 2.0f * (w * tz + (ux * ty - uy * tx));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    __syncthreads();
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    int i_own1 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + 0ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
    for (int stage_r1 = 0; stage_r1 < 3; stage_r1++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        int stage_e1 = stage_r1 * 256 + (int)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
        if (3ll * (long long)i_own1 + (long long)stage_e1 < 3ll * (long long)n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/quat_rotate_aos.cl"
            out[(int)blockIdx.x * 768 + stage_e1] = out_s[stage_e1];
        }
    }
}
