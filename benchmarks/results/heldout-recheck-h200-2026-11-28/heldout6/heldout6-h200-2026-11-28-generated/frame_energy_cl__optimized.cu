extern "C" __global__ void frame_energy_opt(const float* x, float* e, int nframes, int flen) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    __shared__ float s_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    int f = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
    if (f < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < flen - 3; j += 256) {
                float4 x_v0;
                {
                    x_v0 = *(const float4*)&x[f * flen + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    float v_u0 = x_v0.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    s += v_u0 * v_u0;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    float v_u1 = x_v0.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    s += v_u1 * v_u1;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    float v_u2 = x_v0.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    s += v_u2 * v_u2;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    float v_u3 = x_v0.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                    s += v_u3 * v_u3;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s_part[threadIdx.x] = s;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            s = s_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
            for (int j_r = 0 + (flen - 0) / 4 * 4; j_r < flen; j_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                float v_r = x[f * flen + j_r];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
                s += v_r * v_r;
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cl"
        e[f] = s;
    }
}
