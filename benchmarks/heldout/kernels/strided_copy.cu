// Held-out suite (frozen). Copy of an (m x S) row-major float matrix where thread x walks
// the rows of column blockIdx.y (S = gridDim.y: stride-S accesses).
// Memory problem: the lanes of a warp are S floats apart (strided, uncoalesced).
extern "C" __global__ void strided_copy(const float *in, float *out)
{
    int i = (blockIdx.x * blockDim.x + threadIdx.x) * gridDim.y + blockIdx.y;
    out[i] = in[i];
}
