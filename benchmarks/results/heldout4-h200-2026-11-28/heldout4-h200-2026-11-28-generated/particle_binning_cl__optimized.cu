extern "C" __global__ void particle_binning_opt(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 px_v0;
    float4 py_v1;
    int4 cell_v2;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (ucond) {
            px_v0 = *(const float4*)&px[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_m0 = min((int)(px_v0.x * inv_cell), ncell - 1);
            py_v1 = *(const float4*)&py[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_m0 = min((int)(py_v1.x * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_m0 = cy_m0 * ncell + cx_m0;
            cell_v2.x = c_m0;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_m0], 1);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_m1 = min((int)(px_v0.y * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_m1 = min((int)(py_v1.y * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_m1 = cy_m1 * ncell + cx_m1;
            cell_v2.y = c_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_m1], 1);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_m2 = min((int)(px_v0.z * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_m2 = min((int)(py_v1.z * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_m2 = cy_m2 * ncell + cx_m2;
            cell_v2.z = c_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_m2], 1);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cx_m3 = min((int)(px_v0.w * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int cy_m3 = min((int)(py_v1.w * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            int c_m3 = cy_m3 * ncell + cx_m3;
            cell_v2.w = c_m3;
            *(int4*)(&cell[i_m3] - 3) = cell_v2;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
            atomicAdd(&count[c_m3], 1);
        }
    }
}
