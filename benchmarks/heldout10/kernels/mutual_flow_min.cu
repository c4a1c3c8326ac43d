// Held-out suite 10 (frozen). The mutual flow between every two nodes of a flow matrix:
// out[i][j] = min(F[i][j], F[j][i]), a thread per entry.
extern "C" __global__ void mutual_flow_min(const int *F, int *out, int n)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < n && j < n)
        out[i * n + j] = min(F[i * n + j], F[j * n + i]);
}
