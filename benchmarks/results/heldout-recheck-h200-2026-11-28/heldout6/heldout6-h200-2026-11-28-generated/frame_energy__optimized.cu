extern "C" __global__ void frame_energy_opt(const float* x, float* e, int nframes, int flen) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    int f = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
    if (f < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < flen - 3; j += 128) {
                float4 x_v0;
                {
                    x_v0 = *(const float4*)&x[f * flen + j];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    float v_u0 = x_v0.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    s += v_u0 * v_u0;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    float v_u1 = x_v0.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    s += v_u1 * v_u1;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    float v_u2 = x_v0.z;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    s += v_u2 * v_u2;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    float v_u3 = x_v0.w;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                    s += v_u3 * v_u3;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
            for (int j_r = 0 + (flen - 0) / 4 * 4; j_r < flen; j_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                float v_r = x[f * flen + j_r];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
                s += v_r * v_r;
            }
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/frame_energy.cu"
        e[f] = s;
    }
}
