extern "C" __global__ void particle_binning(const float* px, const float* py, int* cell, int* count, float inv_cell, int ncell, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int cx = min((int)(px[i] * inv_cell), ncell - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int cy = min((int)(py[i] * inv_cell), ncell - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        int c = cy * ncell + cx;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        cell[i] = c;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/particle_binning.cl"
        atomicAdd(&count[c], 1);
    }
}
